// Copy of the visual editor of posts and newsletter issues (components/admin/shared/editor).

export const EDITOR_COPY = {
  toolbarLabel: 'Formatting',
  areaHint: 'Type ## for a heading, - for a list, 1. for a numbered list, > for a quote. Ctrl+B bold, Ctrl+I italic, Ctrl+K link, Ctrl+Z undo.',
  tools: {
    undo: 'Undo',
    redo: 'Redo',
    heading2: 'Heading',
    heading3: 'Subheading',
    bold: 'Bold',
    italic: 'Italic',
    link: 'Link',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    quote: 'Quote',
    callout: 'Callout box',
    table: 'Table',
    rule: 'Horizontal line',
    image: 'Image from the library',
  },
  table: {
    label: 'Table',
    addRow: 'Add row',
    addColumn: 'Add column',
    deleteRow: 'Delete row',
    deleteColumn: 'Delete column',
    deleteTable: 'Delete table',
  },
  link: {
    title: 'Link',
    address: 'Address',
    addressHint: 'A web address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a page of this site (/contact).',
    text: 'Text',
    textHint: 'The words readers click.',
    save: 'Apply link',
    remove: 'Remove link',
    cancel: 'Cancel',
  },
  figure: {
    alt: 'Alt text',
    altMissing: 'Describe the image for readers who cannot see it.',
    caption: 'Caption',
    captionHint: 'Shown under the image (optional).',
    remove: 'Remove image',
    image: (alt: string) => (alt ? `Image: ${alt}` : 'Image without alt text'),
  },
  paste: {
    uploading: 'Uploading the pasted image…',
    uploaded: (count: number) => (count === 1 ? 'The pasted image was added to the media library.' : `The ${count} pasted images were added to the media library.`),
    failed: 'A pasted image could not be uploaded and was left out. Upload it to the media library and insert it from there.',
    refused: (count: number) =>
      count === 1
        ? 'One pasted image was left out: images on other sites or on your computer are not copied. Upload it to the media library and insert it from there.'
        : `${count} pasted images were left out: images on other sites or on your computer are not copied. Upload them to the media library and insert them from there.`,
  },
  stats: (words: number, minutes: number) => `${words} ${words === 1 ? 'word' : 'words'} · ${minutes} min read`,
  source: {
    visual: 'Visual',
    markdown: 'Markdown',
    label: 'Edit as',
    markdownHint: 'The text as it is stored. Switch back to Visual to keep editing with the toolbar.',
  },
  preview: {
    heading: 'Preview',
    show: 'Show preview',
    hide: 'Hide preview',
    empty: 'The preview appears here as you type.',
    failed: 'The preview could not be shown just now; your text is safe. It will try again as you type.',
  },
  loading: 'The editor is loading; you can type Markdown here meanwhile.',
};

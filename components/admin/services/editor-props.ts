// What the service form hands each of its list editors.
export type EditorProps<T> = {
  items: T[];
  onChange: (items: T[], changedShape?: boolean) => void;
  // The server's messages for a field path ("offerings.2.title").
  errorsAt: (path: string) => string[] | undefined;
  // Moves keyboard focus to the element with this id once the change has rendered.
  focus: (id: string) => void;
};

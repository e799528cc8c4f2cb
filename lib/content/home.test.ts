import { describe, expect, it } from 'vitest';
import { CORE_VALUES } from './about';
import { HOME_HERO, HOME_SOLUTION_ICONS, WHY_CHOOSE_US_ITEMS, WHY_GERMANY_ITEMS } from './home';
import about from '@/messages/en/About.json';
import home from '@/messages/en/Home.json';
import { DEFAULT_HOME_STATS } from '@/lib/site-settings/home-stats';
import { SERVICE_IDS } from '@/lib/services/service';

describe('home and about copy against SPEC', () => {
  it('the statistics’ defaults are the client’s, exactly as given', () => {
    expect(DEFAULT_HOME_STATS.map((stat) => `${stat.value} ${stat.label.en}`)).toEqual([
      '100% Personalized Approach',
      '95% Success Rate',
      '15+ Partner Universities',
      '1+ Years Experience',
    ]);
  });

  it('has five hero slides', () => {
    expect(HOME_HERO.slides).toHaveLength(5);
  });

  it('has an icon for every service and no other', () => {
    expect(Object.keys(HOME_SOLUTION_ICONS).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it('has six Why Germany cards, four Why Choose Us cards and five core values', () => {
    expect(WHY_GERMANY_ITEMS).toHaveLength(6);
    expect(WHY_CHOOSE_US_ITEMS).toHaveLength(4);
    expect(CORE_VALUES.map((value) => about.values.items[value.key].title)).toEqual([
      'Integrity',
      'Client-Centred Support',
      'Transparency',
      'Cultural Sensitivity',
      'Long-Term Success',
    ]);
  });

  it('has a text in the catalogue for every card the structure names, and no text for a card it does not', () => {
    expect(Object.keys(home.whyGermany.items).sort()).toEqual(WHY_GERMANY_ITEMS.map((item) => item.key).sort());
    expect(Object.keys(home.whyChooseUs.items).sort()).toEqual(WHY_CHOOSE_US_ITEMS.map((item) => item.key).sort());
    expect(Object.keys(about.values.items).sort()).toEqual(CORE_VALUES.map((item) => item.key).sort());
  });
});

/** The HIMACS about pages (decision 0062), en. */
export const enAbout = {
  "about.heading": "About HIMACS: {topic}",
  "about.more": "More about HIMACS",
} as const;

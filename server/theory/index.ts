/** Music theory for the Music Theory API: tonal does the music, these modules map it to the API's models. */
export * from './notes';
export * from './chords';
export * from './scales';
export * from './progressions';

//! The seeks in the plain lobby: `seeks`, `seek TYPE CLOCK rated|casual white|black|random`,
//! `challenge NAME …`, `accept N`, `decline N`, `withdraw N`, `watch N`, said in sentences.

//! The lessons, in the order they are taught: the rules of placing, moving, each bug, and
//! the ends of a game. Their words are in `i18n/*/learn.ftl`; the tests check each
//! position and answer against the rules' own move lists.

use super::lesson::{Goal, Lesson, Task};
use crate::rules::{Opening, Rules};

/// The tournament rules (no Queen on the first turn), as a new game is played.
const TOURNAMENT: Rules = Rules {
    opening: Opening::Tournament,
    repetition: false,
};

/// The printed rulebook's opening (the Queen may come first), for a position that has it.
const RULEBOOK: Rules = Rules {
    opening: Opening::Rulebook,
    repetition: false,
};

/// The tournament rules with the draw by repetition.
const REPEAT: Rules = Rules {
    opening: Opening::Tournament,
    repetition: true,
};

/// A task met by `goal`, its legal misses explained by `miss`, answered by `reply`.
const fn task(goal: Goal, miss: &'static str, reply: Option<&'static str>) -> Task {
    Task { goal, miss, reply }
}

/// The line `wA1 wQ wS1 bS1 bQ bA1`, White to move (lessons of moving).
macro_rules! line {
    ($white:literal) => {
        concat!(
            "Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;",
            $white,
            " -wQ;bA1 bQ-"
        )
    };
}

const OTHER_PIECE: &str = "learn-miss-other-piece";
const OTHER_CELL: &str = "learn-miss-other-cell";
const NOT_CLIMB: &str = "learn-miss-not-climb";
const NOT_THROW: &str = "learn-miss-not-throw";

/// Every lesson, numbered from 1 in this order.
pub static LESSONS: &[Lesson] = &[
    Lesson {
        slug: "placing",
        start: "Base;NotStarted;White[1]",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Piece("wS1"), OTHER_PIECE, Some("bS1 -wS1")),
            task(Goal::Piece("wG1"), OTHER_PIECE, Some("bG1 -bS1")),
        ],
    },
    Lesson {
        slug: "touching",
        start: "Base;InProgress;White[2];wS1;bS1 wS1-",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Piece("wA1"), OTHER_PIECE, Some("bA1 bS1-")),
            task(Goal::Piece("wQ"), OTHER_PIECE, None),
        ],
    },
    Lesson {
        slug: "queen-fourth",
        start: "Base;InProgress;White[4];wS1;bS1 wS1-;wS2 -wS1;bS2 bS1-;wB1 -wS2;bB1 bS2-",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Piece("wQ"), OTHER_PIECE, None)],
    },
    Lesson {
        slug: "one-hive",
        start: line!("wA1"),
        rules: TOURNAMENT,
        tasks: &[task(Goal::Piece("wA1"), OTHER_PIECE, None)],
    },
    Lesson {
        slug: "gate",
        start: r"Base;InProgress;White[7];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wG1 wS1/;bG1 -bQ;wG2 wG1-;bG2 -bG1;wB1 wQ\;bB1 -bG2;wB2 wS1\;bA1 -bB1",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::FreesQueen, "learn-miss-queen-stuck", Some("bS2 -bA1")),
            task(Goal::Piece("wQ"), OTHER_PIECE, None),
        ],
    },
    Lesson {
        slug: "queen",
        start: "Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Piece("wQ"), OTHER_PIECE, Some("bA1 bQ-")),
            task(Goal::Piece("wQ"), OTHER_PIECE, None),
        ],
    },
    Lesson {
        slug: "beetle-climb",
        start: line!("wB1"),
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Climb, NOT_CLIMB, Some("bG1 bA1-")),
            task(Goal::Climb, NOT_CLIMB, None),
        ],
    },
    Lesson {
        slug: "beetle-block",
        start: r"Base;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wB1 \wS1;bA1 bS1-",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Beside("wB1", "bQ"), OTHER_CELL, Some("bG1 bA1-")),
            task(Goal::Exact("wB1 bQ"), NOT_CLIMB, None),
        ],
    },
    Lesson {
        slug: "grasshopper",
        start: line!("wG1"),
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Exact("wG1 bA1-"), OTHER_PIECE, Some("bG1 bQ/")),
            task(Goal::Exact("wG1 -wQ"), OTHER_PIECE, None),
        ],
    },
    Lesson {
        slug: "spider",
        start: line!("wS2"),
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Piece("wS2"), OTHER_PIECE, Some("bG1 bA1-")),
            task(Goal::Piece("wS2"), OTHER_PIECE, None),
        ],
    },
    Lesson {
        slug: "ant",
        start: line!("wA1"),
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Beside("wA1", "bA1"), OTHER_CELL, Some("bG1 bQ/")),
            task(Goal::Beside("wA1", "bS1"), OTHER_CELL, None),
        ],
    },
    Lesson {
        slug: "mosquito",
        start: "Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wG1 -wQ;bA1 bQ-;wM -wG1;bA2 bA1-",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Exact("wM bA2-"), OTHER_CELL, Some("bG1 bQ/")),
            task(Goal::Beside("wM", "wG1"), OTHER_CELL, None),
        ],
    },
    Lesson {
        slug: "mosquito-top",
        start: "Base+M;InProgress;White[5];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 -wQ;bA1 bQ-;wM -wB1;bA2 bA1-",
        rules: TOURNAMENT,
        tasks: &[
            task(Goal::Exact("wM wB1"), NOT_CLIMB, Some("bG1 bA2-")),
            task(Goal::Climb, NOT_CLIMB, None),
        ],
    },
    Lesson {
        slug: "ladybug",
        start: "Base+L;InProgress;White[4];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wL -wQ;bA1 bQ-",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Beside("wL", "bS1"), OTHER_CELL, None)],
    },
    Lesson {
        slug: "pillbug",
        start: r"Base+P;InProgress;White[8];wP;bS1 wP-;wQ \wP;bQ bS1/;wA1 -wQ;bA1 bS1-;wA2 /wA1;bA2 bA1-;wA3 wA2\;bG1 bA2-;wG1 wA3-;bQ \bS1;wG2 -wA2;bG2 bG1-",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Throw("bQ"), NOT_THROW, None)],
    },
    Lesson {
        slug: "pillbug-limits",
        start: r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Throw("bA1"), NOT_THROW, None)],
    },
    Lesson {
        slug: "stunned",
        start: r"Base+P;InProgress;White[7];wP;bP wP-;wQ -wP;bQ bP\;wA1 wQ\;bA1 bQ\;wG1 -wQ;bA1 /bP;wG2 -wG1;bB1 bP/;wG3 -wG2;bB1 \bP;wA1 bP/;bA2 bQ\;wS1 -wG3;wA1 bP-",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Any, OTHER_PIECE, None)],
    },
    Lesson {
        slug: "surround",
        start: r"Base;InProgress;White[6];wS1;bQ wS1-;wQ -wS1;bS1 bQ/;wA1 /wQ;bS2 bQ-;wA2 \wQ;bG1 bQ\;wA2 \bQ;bG2 bS2/",
        rules: RULEBOOK,
        tasks: &[task(Goal::Wins, "learn-miss-not-won", None)],
    },
    Lesson {
        slug: "both-queens",
        start: r"Base;InProgress;White[7];wS1;bS1 wS1-;wQ /wS1;bQ bS1\;wQ -bQ;bA1 bQ\;wA1 /wQ;bA2 bQ-;wA2 -wQ;bA3 bS1-;wA3 wA1\;bG1 bA2-",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Draws, "learn-miss-not-drawn", None)],
    },
    Lesson {
        slug: "passing",
        start: r"Base;InProgress;Black[7];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wB1 \wS1;bQ bS1\;wB1 \bS1;bQ bS1-;wB1 bS1/;bQ bS1\;wG1 -wQ;bQ bS1-;wB1 bQ",
        rules: TOURNAMENT,
        tasks: &[task(Goal::Pass, OTHER_PIECE, None)],
    },
    Lesson {
        slug: "repetition",
        start: r"Base;InProgress;White[8];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wA1 -wQ;bA1 bQ-;wG1 /wQ;bA1 bQ/;wA1 \wQ;bA1 bQ-;wA1 -wQ;bA1 bQ/;wA1 \wQ;bA1 bQ-",
        rules: REPEAT,
        tasks: &[task(Goal::Draws, "learn-miss-not-drawn", None)],
    },
];

//! The game on a screen and who plays it ([`Session`]): the moves and the line taken
//! back, the players' names, the computer's side, this screen's place in the game's room,
//! and the clock; with how the result, the players and whose turn it is read from them.

use crate::clock::TimeControl;
use crate::engine::ai::Opponent;
use crate::room::{Judge, Place, Seat};
use crate::rules::{Color, Ending, Game, GameType, Move, Rules};

use super::{Link, PositionKey, Timing};

/// The most characters of a player's name the screen shows.
const NAME_SHOWN: usize = 24;

/// The game and who plays it: the moves, the line taken back, the players.
#[derive(Debug)]
pub struct Session {
    /// The game being played, with its history (undo steps back through it).
    pub game: Game,
    /// Moves taken back with undo, most recent last, for redo.
    pub redo: Vec<Move>,
    /// The players' names, White first.
    pub names: [String; 2],
    /// The computer's side and level, in a game against it.
    pub opponent: Option<Opponent>,
    /// A resignation or agreed draw taken back with undo, and the position it ended, for
    /// redo (only while the game still stands there).
    pub withdrawn: Option<(Ending, PositionKey)>,
    /// Where this screen sits in the game's room: all its seats (a local game, which this
    /// screen decides), or one seat of a game shared with other people, whose game then
    /// changes only by what the room says ([`crate::room::News`]) and whose player's moves are
    /// proposals. What it may do follows from it (`App::may`).
    pub place: Place,
    /// The judge of the game's room where the room is this screen's (a local game): it
    /// rules on the screen's proposals at once (`App::propose`). A shared game's judge is
    /// its room's, on the server.
    pub judge: Judge,
    /// In a shared game: who is here, and the invitations the host hands out.
    pub link: Link,
    /// The game's clock, in a game played with one.
    pub clock: Option<Timing>,
    /// Where the game on screen is not one the player started (a game replayed, or opened
    /// from the games screen), what their own new game (`N`) starts with: a record's
    /// players and rules never become theirs. `None`: the game is theirs, and `N` starts
    /// one like it.
    pub own: Option<OwnGame>,
}

impl Session {
    /// What the player's next new game starts with: their own settings kept aside, or
    /// (the game on screen being theirs) this game's.
    pub fn own_game(&self) -> OwnGame {
        self.own.clone().unwrap_or_else(|| OwnGame {
            game_type: self.game.game_type(),
            names: self.names.clone(),
            opponent: self.opponent,
            rules: self.game.position().rules(),
            clock: self.clock.as_ref().map(Timing::control),
        })
    }

    /// The name of the player of `color`, as the screen shows it: names come from files,
    /// so control characters are escaped and a long name is cut.
    pub fn name(&self, color: Color) -> std::borrow::Cow<'_, str> {
        crate::text::printable(&self.names[color.index()], NAME_SHOWN)
    }

    /// A side as messages in `lang` write it: its colour, and the player's name when that
    /// differs.
    pub fn named(&self, lang: &crate::lang::Lang, color: Color) -> String {
        crate::lang::rules::side(lang, color, &self.name(color))
    }

    /// The result of the finished game in `lang`, the players named (see
    /// [`crate::lang::rules::result`]).
    pub fn result(&self, lang: &crate::lang::Lang) -> String {
        let names = [self.name(Color::White), self.name(Color::Black)];
        let off_board = match (self.flagged(), self.link.abandoned) {
            (Some(side), _) => Some(crate::record::Ending::TimedOut(side)),
            (None, Some(side)) => Some(crate::record::Ending::Abandoned(side)),
            (None, None) => None,
        };
        crate::lang::rules::result(lang, &self.game, [&names[0], &names[1]], off_board)
    }

    /// The side that lost on time, while the game stands where its flag fell.
    pub fn flagged(&self) -> Option<Color> {
        let plies = self.game.moves().len();
        self.clock
            .as_ref()
            .and_then(|t| t.flagged)
            .filter(|&(_, at)| at == plies && self.game.ending().is_none())
            .map(|(c, _)| c)
    }

    /// The current position's identity, for answers that arrive later.
    pub(crate) fn position_key(&self) -> PositionKey {
        position_key(&self.game)
    }

    /// Whether the game is over: on the board, or by resignation, agreement or repetition.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_over() || self.flagged().is_some() || self.link.abandoned.is_some()
    }

    /// Whether the clocks are paused by the player (moves wait until they run again). An
    /// ending (a resignation or draw while paused) stands the clocks: not paused any more,
    /// though the pause comes back with them if the ending is taken back.
    pub fn is_paused(&self) -> bool {
        !self.is_over() && self.clock.as_ref().is_some_and(|t| t.paused)
    }

    /// The side the person at the keyboard plays: in a shared game, its seat's; against
    /// the computer, the other one; between people, the side to move (a watcher's too).
    pub fn player(&self) -> Color {
        if let Some(color) = self.place.seat().and_then(Seat::color) {
            return color;
        }
        self.opponent
            .map_or(self.game.position().to_move(), |o| o.color.opponent())
    }

    /// Whether it is the computer's turn (the player may look but not move).
    pub(crate) fn computers_turn(&self) -> bool {
        self.opponent
            .is_some_and(|o| o.color == self.game.position().to_move())
    }
}

/// The settings of a game the player started themselves, which their next new game takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnGame {
    /// Which expansion pieces it has.
    pub game_type: GameType,
    /// The players' names, White first.
    pub names: [String; 2],
    /// The computer's side and level, in a game against it.
    pub opponent: Option<Opponent>,
    /// The opening rule and the draw by repetition.
    pub rules: Rules,
    /// Its clock, if it has one.
    pub clock: Option<TimeControl>,
}

impl OwnGame {
    /// What `hive play` starts with when the player says nothing: for a screen that opened
    /// with a game they did not start (`hive replay`).
    pub fn plain() -> OwnGame {
        OwnGame {
            game_type: GameType::MLP,
            names: ["White".to_string(), "Black".to_string()],
            opponent: None,
            rules: Rules {
                opening: crate::rules::Opening::Rulebook,
                repetition: true,
            },
            clock: None,
        }
    }
}

/// A position's identity in `game`, for answers that arrive later (its hash and ply).
pub fn position_key(game: &Game) -> (u64, usize) {
    (game.position().hash(), game.moves().len())
}

//! `hive`: the board game Hive — an exact rules engine, UHP notation, a computer opponent
//! and a terminal game.
//!
//! The rules speak axial [`Hex`] coordinates: the first piece stands at [`Hex::ORIGIN`] and
//! every piece keeps its coordinate for the whole game. A move is read in three steps, each
//! with its own error: parse the text ([`UhpMove`], [`NotationError`]), resolve it against a
//! position ([`ResolveError`]), play it ([`Illegal`]).
//!
//! ```
//! use hive::{Bug, Color, GameType, Hex, Illegal, Move, Piece, Position, UhpMove};
//!
//! let mut pos = Position::new(GameType::MLP);
//! let spider = Piece::new(Color::White, Bug::Spider, 1).unwrap();
//! pos.play(Move::Piece(spider, Hex::ORIGIN))?;
//!
//! // Parse, resolve, play.
//! let text: UhpMove = "bG1 -wS1".parse()?;
//! let mv = text.resolve(&pos)?;
//! assert_eq!(mv.to(), Some(Hex::new(-1, 0)));
//! pos.play(mv)?;
//!
//! // A refused move says why, and leaves the position as it was.
//! let queen = Piece::new(Color::White, Bug::Queen, 1).unwrap();
//! assert_eq!(pos.play(Move::Piece(queen, Hex::new(-2, 0))), Err(Illegal::PlacementTouchesOpponent));
//! assert_eq!(pos.board().tops().count(), 2);
//! // Eight bugs (the Queen may come now), each on the three cells that touch only wS1.
//! assert_eq!(pos.legal_moves().len(), 8 * 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`Game`] adds the history and the UHP GameString:
//!
//! ```
//! use hive::{Game, GameType};
//!
//! let mut game = Game::new(GameType::MLP);
//! game.play_str("wS1")?;
//! game.play_str("bG1 -wS1")?;
//! assert_eq!(game.to_string(), "Base+MLP;InProgress;White[2];wS1;bG1 -wS1");
//! # Ok::<(), hive::MoveError>(())
//! ```
//!
//! # Features
//!
//! [`rules`] and [`engine`] are always built and depend on nothing but `std` (and
//! `thiserror`), but for the parts of the engine that run other engines as processes; the
//! rest are Cargo features, all on by default:
//!
//! | feature   | adds                                                                      | implies            |
//! |-----------|---------------------------------------------------------------------------|--------------------|
//! | `serde`   | `Serialize`/`Deserialize` on the rules' vocabulary types                  | —                  |
//! | `records` | `hive::record`: saves, SGF, PGN and GameString files, the games directory; `hive::learn`: the lessons and their progress file | `serde`            |
//! | `library` | `hive::library`: the games library, an SQLite index beside the saves      | `records`          |
//! | `room`    | `hive::room`: a shared game's room (seats, news, its clock); rooms served | `records`          |
//! | `tui`     | `hive::tui`: the terminal game (ratatui, crossterm)                       | `room`             |
//! | `serve`   | `hive::serve`: the terminal game over SSH (russh, tokio)                  | `tui`              |
//! | `engines` | other UHP engines run as child processes: matches, conformance checks     | —                  |
//! | `cli`     | the `hive` binary: its command line (clap)                                | `serve`, `library`, `engines` |
//!
//! The layers stand in one line, each using only those before it: `rules` → `engine` →
//! `record` → `library` → `room` → `tui` → `serve` → the binary.
//!
//! `records` brings serde, serde_json, jiff and dirs; `engines` brings rustix on Unix, which
//! kills an engine with every process it started (its process group) when it is dropped,
//! so that a library user leaves no orphans either. `cargo build --lib --no-default-features`
//! builds the rules and the engine alone, so the compiler, not a search of the sources, keeps
//! them free of files, terminals and JSON; they also build for `wasm32-unknown-unknown`
//! (CI checks both, with and without `serde`).

#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "records")]
pub mod chat;
pub mod clock;
#[cfg(feature = "club")]
pub mod club;
pub mod engine;
#[cfg(feature = "lang")]
pub mod lang;
#[cfg(feature = "records")]
pub mod learn;
#[cfg(feature = "library")]
pub mod library;
#[cfg(feature = "records")]
pub mod rating;
#[cfg(feature = "records")]
pub mod record;
#[cfg(feature = "room")]
pub mod room;
pub mod rules;
#[cfg(feature = "serve")]
pub mod serve;
pub mod text;
#[cfg(feature = "tui")]
pub mod tui;

pub use rules::{
    Board, Bug, Color, Direction, Ending, Game, GameState, GameStateError, GameStringError,
    GameType, GameTypeError, HeaderMismatch, Hex, Illegal, Move, MoveError, MoveList,
    MoveStringError, NotationError, Opening, Piece, PieceError, PieceSet, Position, ReadNote,
    ResolveError, Rules, UhpMove, Undo, perft,
};

//! Games that ended while a player was away (a correspondence game's days ran out, the
//! opponent resigned or claimed the win): the player is told at their next login, with
//! the rematch to offer.

use super::cached::CachedRow;
use std::path::PathBuf;

use rusqlite::{OptionalExtension, params};

use super::error::ClubError;
use super::store::{Club, MemberId};
use crate::rules::Color;

/// A game that ended while the member was away, as [`Club::untold_ending`] tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Untold {
    /// The colour the member played.
    pub color: Color,
    /// The opponent.
    pub opponent: MemberId,
    /// The opponent's name (escape it when shown).
    pub name: String,
    /// Whether it was rated.
    pub rated: bool,
    /// Its save, when it has one.
    pub file: Option<PathBuf>,
}

impl Club {
    /// The last of `member`'s games that ended while they were away and that they were not
    /// told of yet; every such game is told from now on, so each is told once (and only
    /// the last offers a rematch).
    pub fn untold_ending(&mut self, member: MemberId) -> Result<Option<Untold>, ClubError> {
        let (conn, path) = self.conn();
        let db = ClubError::database(path);
        let tx = conn.transaction().map_err(db)?;
        let last = tx
            .cached_row(
                "SELECT g.white, g.black, g.rated, g.file, m.name FROM games g
                 JOIN members m ON m.id = CASE WHEN g.white = ?1 THEN g.black ELSE g.white END
                 WHERE (g.white = ?1 AND g.white_told = 0) OR (g.black = ?1 AND g.black_told = 0)
                 ORDER BY g.ended DESC, g.id DESC LIMIT 1",
                params![member],
                |row| {
                    let white: MemberId = row.get(0)?;
                    let black: MemberId = row.get(1)?;
                    let file: Option<String> = row.get(3)?;
                    let (color, opponent) = match white == member {
                        true => (Color::White, black),
                        false => (Color::Black, white),
                    };
                    Ok(Untold {
                        color,
                        opponent,
                        rated: row.get(2)?,
                        file: file.map(PathBuf::from),
                        name: row.get(4)?,
                    })
                },
            )
            .optional()
            .map_err(db)?;
        tx.execute(
            "UPDATE games SET white_told = 1 WHERE white = ?1 AND white_told = 0",
            params![member],
        )
        .map_err(db)?;
        tx.execute(
            "UPDATE games SET black_told = 1 WHERE black = ?1 AND black_told = 0",
            params![member],
        )
        .map_err(db)?;
        tx.commit().map_err(db)?;
        Ok(last)
    }
}

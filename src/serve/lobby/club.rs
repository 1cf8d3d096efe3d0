//! The club in the lobby: the member's ratings (one line atop their games), the
//! leaderboard page (a pool at a time), and who a key is when it comes in (a member, a
//! banned one, or a newcomer to sign up).

use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;

use crate::club::{Member, MemberId, Pool, PoolRating};
use crate::lang::Lang;
use crate::lang::columns::{pad_left, pad_right};
use crate::say;
use crate::serve::desk::Desk;
use crate::serve::exit::Exit;
use crate::serve::guest::Guest;
use crate::text::printable;
use crate::tui::view::theme::Theme;

/// How many members the leaderboard lists.
pub const BOARD: usize = 15;

/// What the lobby shows of the club.
#[derive(Clone, Debug, PartialEq)]
pub struct ClubView {
    /// The member's rating in each pool they have played rated games in.
    pub ratings: Vec<(Pool, PoolRating)>,
    /// The pool the leaderboard shows.
    pub pool: Pool,
    /// Its best members (established ratings only), highest first.
    pub board: Vec<(String, PoolRating)>,
}

impl ClubView {
    /// Nothing known yet; the leaderboard on `pool`.
    pub fn new(pool: Pool) -> ClubView {
        ClubView {
            ratings: Vec::new(),
            pool,
            board: Vec::new(),
        }
    }
}

/// The pool `by` steps from `pool`, going round.
pub fn step(pool: Pool, by: isize) -> Pool {
    let n = Pool::ALL.len() as isize;
    let at = Pool::ALL.iter().position(|&p| p == pool).unwrap_or(0) as isize;
    Pool::ALL[(at + by).rem_euclid(n) as usize]
}

/// A key on the leaderboard page: ←→ another pool; whether to go back to the list.
pub fn key(view: &mut ClubView, code: KeyCode) -> bool {
    match code {
        KeyCode::Left | KeyCode::Char('h') => view.pool = step(view.pool, -1),
        KeyCode::Right | KeyCode::Char('l') | KeyCode::Tab => view.pool = step(view.pool, 1),
        KeyCode::Esc | KeyCode::Char('q') | KeyCode::Enter => return true,
        _ => {}
    }
    false
}

/// The club as it stands for `member`, the leaderboard of `pool`.
pub fn look(desk: &Desk, member: MemberId, pool: Pool) -> Result<ClubView, crate::club::ClubError> {
    let club = desk.club();
    let mut ratings = Vec::new();
    for p in Pool::ALL {
        let rating = club.rating(member, p)?;
        if rating.games > 0 {
            ratings.push((p, rating));
        }
    }
    let board = club
        .leaderboard(pool, BOARD)?
        .into_iter()
        .map(|(m, r)| (m.name, r))
        .collect();
    Ok(ClubView {
        ratings,
        pool,
        board,
    })
}

/// A pool's name in `lang`.
pub fn pool_name(pool: Pool, lang: &Lang) -> String {
    lang.get(match pool {
        Pool::Bullet => "clubroom-pool-bullet",
        Pool::Blitz => "clubroom-pool-blitz",
        Pool::Rapid => "clubroom-pool-rapid",
        Pool::Classic => "clubroom-pool-classic",
        Pool::Correspondence => "clubroom-pool-correspondence",
        Pool::Untimed => "clubroom-pool-untimed",
    })
}

/// The member's ratings in a line: `Your ratings: blitz 1523, untimed 1500?`.
pub fn ratings_line(view: &ClubView, theme: &Theme, lang: &Lang) -> Line<'static> {
    if view.ratings.is_empty() {
        return Line::styled(lang.get("clubroom-no-ratings"), theme.dim());
    }
    let each: Vec<String> = view
        .ratings
        .iter()
        .map(|(pool, r)| format!("{} {}", pool_name(*pool, lang), r.glicko.shown()))
        .collect();
    Line::from(say!(
        lang,
        "clubroom-your-ratings",
        ratings = each.join(", ")
    ))
}

/// The leaderboard page.
pub fn board(view: &ClubView, theme: &Theme, lang: &Lang) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            say!(
                lang,
                "clubroom-leaderboard",
                pool = pool_name(view.pool, lang)
            ),
            theme.title(),
        ),
        Line::default(),
    ];
    if view.board.is_empty() {
        lines.push(Line::from(lang.get("clubroom-board-empty")));
    }
    let width = view
        .board
        .iter()
        .map(|(name, _)| crate::lang::columns::width(&printable(name, 32)))
        .max()
        .unwrap_or(0);
    for (n, (name, rating)) in view.board.iter().enumerate() {
        lines.push(Line::from(format!(
            "{:>3}. {}  {}  {}",
            n + 1,
            pad_right(&printable(name, 32), width),
            pad_left(&rating.glicko.shown(), 5),
            say!(lang, "clubroom-games", count = rating.games)
        )));
    }
    lines.push(Line::default());
    lines.push(ratings_line(view, theme, lang));
    lines.push(Line::styled(lang.get("clubroom-provisional"), theme.dim()));
    lines
}

/// Who a key that came to the lobby is in the club.
#[derive(Debug)]
pub enum Admitted {
    /// A member (a listed key is made one the first time).
    Member(Member),
    /// A key of an open lobby that is no member yet: it signs up first.
    Newcomer,
    /// A banned member: turned away.
    Banned(Member),
    /// The database failed: the lobby goes on without the club.
    Unknown,
}

/// Who the key `owner` (its `name` from the keys file; empty in an open lobby) is.
pub fn admit(desk: &Desk, owner: &str, name: &str) -> Admitted {
    let found = match desk.member(owner) {
        Ok(Some(member)) => Ok(member),
        Ok(None) if name.is_empty() => return Admitted::Newcomer,
        Ok(None) => desk.listed(owner, name),
        Err(e) => Err(e),
    };
    match found {
        Ok(member) if member.banned => Admitted::Banned(member),
        Ok(member) => Admitted::Member(member),
        Err(e) => {
            crate::serve::log::club_error("a member's key", &e);
            Admitted::Unknown
        }
    }
}

/// How a key came into the lobby of a server with a club.
#[derive(Debug)]
pub enum Entered {
    /// As this member.
    Member(Member),
    /// Without the club (the database failed): its games are unrated.
    Unrated,
    /// It left while signing up.
    Left,
}

/// The club's door for the key `owner` (named `name` by the keys file; empty in an open
/// lobby): a member comes in, a newcomer signs up first, a banned member is sent away with
/// a sentence.
pub fn enter(
    guest: &mut Guest<'_>,
    desk: &Desk,
    owner: &str,
    name: &str,
    theme: &Theme,
) -> Result<Entered, Exit> {
    let peer = guest.peer;
    match admit(desk, owner, name) {
        Admitted::Member(member) => Ok(Entered::Member(member)),
        Admitted::Unknown => Ok(Entered::Unrated),
        Admitted::Banned(member) => {
            crate::serve::log::banned(peer, &member.name);
            Err(Exit::SentOut(guest.look.lang.get("clubroom-banned")))
        }
        Admitted::Newcomer => match super::sign_up::run(guest, desk, owner, theme, peer)? {
            Some(member) => Ok(Entered::Member(member)),
            None => Ok(Entered::Left),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Rating;
    use crate::lang::Catalog;
    use crate::tui::{Depth, Look, Palette};

    fn text(lines: &[Line<'_>]) -> String {
        lines
            .iter()
            .map(|l| {
                l.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_leaderboard_and_ratings_in_another_language() {
        let theme = Theme::new(Look {
            palette: Palette::Dark,
            depth: Depth::NoColor,
        });
        let established = PoolRating {
            glicko: Rating {
                rating: 1712.4,
                deviation: 80.0,
                volatility: 0.06,
            },
            games: 5,
        };
        let mut view = ClubView::new(Pool::Blitz);
        view.board = vec![("Анна".into(), established)];
        view.ratings = vec![(Pool::Blitz, established), (Pool::Untimed, PoolRating::NEW)];
        let ru = Catalog::embedded().find("ru").unwrap();
        let page = text(&board(&view, &theme, &ru));
        assert!(page.contains("Лидеры: блиц"), "{page}");
        assert!(page.contains("  1. Анна   1712  5 партий"), "{page}");
        assert!(page.contains("блиц 1712, без часов 1500?"), "{page}");
        assert!(!page.contains('{'), "{page}");
        // Another pool, round the ends.
        assert!(!key(&mut view, KeyCode::Left));
        assert_eq!(view.pool, Pool::Bullet);
        key(&mut view, KeyCode::Left);
        assert_eq!(view.pool, Pool::Untimed);
        assert!(key(&mut view, KeyCode::Esc));
    }
}

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
    /// The member's rating in that pool after each of their rated games there, oldest
    /// first.
    pub history: Vec<f64>,
    /// Each member they have played, and their score against them (wins, draws, losses).
    pub rivals: Vec<(String, (u32, u32, u32))>,
}

impl ClubView {
    /// Nothing known yet; the leaderboard on `pool`.
    pub fn new(pool: Pool) -> ClubView {
        ClubView {
            ratings: Vec::new(),
            pool,
            board: Vec::new(),
            history: Vec::new(),
            rivals: Vec::new(),
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

/// The club as it stands for `member`: their ratings and, with `pages` (a page of the
/// club is shown), the leaderboard of `pool`, their history there and their scores against
/// each member they have played.
pub fn look(
    desk: &Desk,
    member: MemberId,
    pool: Pool,
    pages: bool,
) -> Result<ClubView, crate::club::ClubError> {
    let club = desk.club();
    let mut view = ClubView::new(pool);
    for p in Pool::ALL {
        let rating = club.rating(member, p)?;
        if rating.games > 0 {
            view.ratings.push((p, rating));
        }
    }
    if !pages {
        return Ok(view);
    }
    view.board = club
        .leaderboard(pool, BOARD)?
        .into_iter()
        .map(|(m, r)| (m.name, r))
        .collect();
    view.history = club
        .history(member, pool)?
        .into_iter()
        .map(|(_, r)| r)
        .collect();
    for rival in club.opponents(member)? {
        let score = club.head_to_head(member, rival.id)?;
        view.rivals.push((rival.name, score));
    }
    Ok(view)
}

/// The blocks of a chart a line high, lowest first.
const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The last `width` of `points` as a chart one line high: each point a block as tall as it
/// stands between the lowest and the highest shown.
pub fn chart(points: &[f64], width: usize) -> String {
    let shown = &points[points.len().saturating_sub(width)..];
    let low = shown.iter().copied().fold(f64::INFINITY, f64::min);
    let high = shown.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let top = (BLOCKS.len() - 1) as f64;
    shown
        .iter()
        .map(|&p| {
            let at = match high - low {
                span if span > 0.0 => ((p - low) / span * top).round(),
                _ => top / 2.0,
            };
            BLOCKS[(at as usize).min(BLOCKS.len() - 1)]
        })
        .collect()
}

/// The member's own page: their rating's history in the pool shown, and their scores
/// against the members they have played.
pub fn own_page(view: &ClubView, theme: &Theme, lang: &Lang) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::styled(
            say!(lang, "clubroom-history", pool = pool_name(view.pool, lang)),
            theme.title(),
        ),
        Line::default(),
    ];
    if view.history.is_empty() {
        lines.push(Line::from(lang.get("clubroom-history-none")));
    } else {
        let low = view.history.iter().copied().fold(f64::INFINITY, f64::min);
        let high = view
            .history
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        let now = view.history.last().copied().unwrap_or(high);
        lines.push(Line::styled(
            format!("  {}", chart(&view.history, 70)),
            theme.title(),
        ));
        lines.push(Line::from(say!(
            lang,
            "clubroom-history-range",
            count = view.history.len(),
            low = format!("{low:.0}"),
            high = format!("{high:.0}"),
            now = format!("{now:.0}")
        )));
    }
    lines.push(Line::default());
    lines.push(Line::styled(
        lang.get("clubroom-head-to-head"),
        theme.title(),
    ));
    if view.rivals.is_empty() {
        lines.push(Line::from(lang.get("clubroom-no-rivals")));
    }
    let width = view
        .rivals
        .iter()
        .map(|(name, _)| crate::lang::columns::width(&printable(name, 32)))
        .max()
        .unwrap_or(0);
    for (name, (wins, draws, losses)) in &view.rivals {
        lines.push(Line::from(format!(
            "  {}  {wins} – {draws} – {losses}",
            pad_right(&printable(name, 32), width)
        )));
    }
    lines
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

/// The language `member` chose in the club's lobby (F2), among `lang`'s catalogue's.
pub(super) fn chosen_language(desk: &Desk, member: MemberId, lang: &Lang) -> Option<Lang> {
    let tag = desk.club().language(member).ok().flatten()?;
    lang.catalog().find(&tag)
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
            // In the language they chose in the lobby, whatever their ssh sends.
            let lang = chosen_language(desk, member.id, &guest.tty.lang)
                .unwrap_or_else(|| guest.tty.lang.clone());
            Err(Exit::SentOut(lang.get("clubroom-banned")))
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

    #[test]
    fn a_chart_spans_its_points_lowest_to_highest() {
        assert_eq!(chart(&[1500.0, 1600.0, 1550.0, 1700.0], 10), "▁▅▃█");
        // The last ones that fit; a flat line sits in the middle.
        assert_eq!(chart(&[1.0, 2.0, 3.0], 2), "▁█");
        assert_eq!(chart(&[1500.0, 1500.0], 5), "▄▄");
        assert_eq!(chart(&[], 5), "");
    }
    use crate::lang::Catalog;
    use crate::tui::{Depth, Look, Palette};

    use super::super::choices::text;

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
        view.history = vec![1500.0, 1662.3, 1580.0];
        view.rivals = vec![("bob".into(), (2, 1, 0))];
        let own = text(&own_page(&view, &theme, &ru));
        assert!(own.contains("▁█▄"), "{own}");
        assert!(own.contains("bob  2 – 1 – 0"), "{own}");
        assert!(
            own.contains("1500") && own.contains("1662") && !own.contains('{'),
            "{own}"
        );
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

//! A rematch: back in the lobby from a game between two members that is over, the member
//! may offer the same game again with the colours swapped (`R`). It is a challenge to the
//! opponent (same type, clock, rated or casual; the server's opening rule), made as any
//! challenge is and accepted or declined by them on their seeks page, where the lobby
//! tells them it waits.

use std::sync::Arc;

use super::member::Member;
use crate::club::{NewSeek, SeekColor};
use crate::room::{Table, TableId};
use crate::rules::Color;

/// A rematch to offer if the game is over when the member comes back from it.
pub(super) struct Ready {
    table: Arc<Table>,
    seek: NewSeek,
    name: String,
}

impl Ready {
    /// The challenge to offer and the opponent's name, if the game is over.
    pub(super) fn offered(self) -> Option<(NewSeek, String)> {
        self.table.room.is_over().then_some((self.seek, self.name))
    }
}

/// Before the member sits at game `id`: its rematch, should it be over when they come
/// back, if both its sides are members (the member one of them). Taken before, because
/// the club forgets who played a game once it has rated it.
pub(super) fn ready(member: &Member<'_>, id: TableId) -> Option<Ready> {
    let (desk, me) = member.club?;
    let table = member.seating.tables().get(id)?;
    let [Some(white), Some(black)] = desk.sides(id) else {
        return None;
    };
    let mine = if white == me.id {
        Color::White
    } else if black == me.id {
        Color::Black
    } else {
        return None;
    };
    let theirs = mine.opponent();
    let opponent = [white, black][theirs.index()];
    let name = desk.names(id)[theirs.index()].clone()?;
    let room = &table.room;
    let game = (room.game().game_type(), room.time_control());
    let seek = offer(member, game, !desk.is_casual(id), (mine, opponent));
    Some(Ready { table, seek, name })
}

/// The rematch of a game of `game_type` on `clock`, rated or not: a challenge to
/// `opponent`, the member playing the colour the opponent had (they had `mine`), under
/// the server's opening rule.
fn offer(
    member: &Member<'_>,
    (game_type, clock): (crate::rules::GameType, Option<crate::clock::TimeControl>),
    rated: bool,
    (mine, opponent): (Color, crate::club::MemberId),
) -> NewSeek {
    NewSeek {
        game_type,
        clock,
        rated,
        color: match mine.opponent() {
            Color::White => SeekColor::White,
            Color::Black => SeekColor::Black,
        },
        opening: member.seating.tables().rules().opening,
        to: Some(opponent),
    }
}

/// The plain lobby's sentence offering the rematch (`id`: after the game just played, or
/// one that ended while the member was away) against `name`.
pub(super) fn plain_offer(lang: &crate::lang::Lang, id: &str, name: &str) -> String {
    crate::say!(
        lang,
        id,
        name = crate::text::printable(name, 32).into_owned(),
        command = lang.get("rematch-plain-cmd")
    )
}

/// A game of the member's that ended while they were away, told once at their login: the
/// rematch to offer (the same game, colours swapped) and the opponent's name, when its
/// save still says what game it was.
pub(super) fn away(member: &Member<'_>) -> Option<(NewSeek, String)> {
    let (desk, me) = member.club?;
    let untold = match desk.club().untold_ending(me.id) {
        Ok(untold) => untold?,
        Err(e) => {
            crate::serve::log::club_error("a game ended while its player was away", &e);
            return None;
        }
    };
    let (record, game) = crate::record::load(untold.file.as_deref()?).ok()?;
    let game = (game.game_type(), record.clock.map(|c| c.control));
    let seek = offer(member, game, untold.rated, (untold.color, untold.opponent));
    Some((seek, untold.name))
}

/// The plain lobby's `rematch` (in the member's language, or English): the challenge
/// `offered` made, or why there is none; `None` when `line` is another command.
pub(super) fn plain(
    lang: &crate::lang::Lang,
    member: &Member<'_>,
    line: &str,
    offered: &mut Option<NewSeek>,
) -> Option<Vec<String>> {
    let first = line.split_whitespace().next()?.to_lowercase();
    if first != "rematch" && first != lang.get("rematch-plain-cmd").to_lowercase() {
        return None;
    }
    Some(vec![match offered.take() {
        Some(seek) => super::seeking::make(member, &seek),
        None => lang.get("rematch-none"),
    }])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::Club;
    use crate::room::{Owner, Proposal, Seat, Tables};
    use crate::rules::GameType;
    use crate::serve::desk::Desk;
    use crate::serve::invite::Invites;
    use crate::serve::lobby::Settings;
    use crate::serve::referee::Referee;
    use crate::serve::served::Seating;

    #[test]
    fn a_game_that_ended_while_its_player_was_away_offers_them_a_rematch_once() {
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
        let settings = Settings::for_tests(dir.path(), &desk);
        let seating = Seating::new(Tables::new(10), Invites::new());
        let (ann, bob) = (
            desk.listed("SHA256:a", "ann").unwrap(),
            desk.listed("SHA256:b", "bob").unwrap(),
        );
        let clock = "5+3".parse().ok();
        let table = seating
            .create(
                &settings.games,
                (GameType::MLP, clock),
                ["ann", "bob"],
                None,
                &[],
            )
            .unwrap()
            .table;
        desk.seat(table.id, Color::White, &ann);
        desk.seat(table.id, Color::Black, &bob);
        let referee = Referee::start(seating.clone(), Some(desk.clone())).unwrap();
        // Bob plays a move and goes; Ann resigns while he is away.
        let white = table.room.join(Seat::Player(Color::White), || {}).unwrap();
        let black = table.room.join(Seat::Player(Color::Black), || {}).unwrap();
        let first = crate::rules::parse_move(white.game.position(), "wS1").unwrap();
        white.propose(Proposal::Play(first));
        drop(black);
        white.propose(Proposal::Resign);
        let start = std::time::Instant::now();
        while desk.club().members().unwrap().iter().any(|m| m.games == 0) {
            assert!(start.elapsed().as_secs() < 5, "the game was not kept");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        drop(referee);
        let keys = [Owner("SHA256:a".into()), Owner("SHA256:b".into())];
        let member = |key: usize, who| Member {
            owner: &keys[key],
            name: "",
            seating: &seating,
            settings: &settings,
            lang: crate::lang::Lang::english(),
            club: Some((&desk, who)),
        };
        // Ann was at the table: nothing to tell her.
        assert_eq!(away(&member(0, &ann)), None);
        // Bob is told, with the same game to offer, colours swapped.
        let (seek, name) = away(&member(1, &bob)).expect("bob is told at login");
        assert_eq!(name, "ann");
        assert_eq!(seek.game_type, GameType::MLP);
        assert_eq!(seek.clock, clock);
        assert_eq!(seek.color, SeekColor::White);
        assert_eq!(seek.to, Some(ann.id));
        assert!(seek.rated);
        assert_eq!(seek.opening, seating.tables().rules().opening);
        // Once.
        assert_eq!(away(&member(1, &bob)), None);
    }
}

//! The lobby's games between people kept in the club ([`crate::club::kept`]): kept when
//! made, let go when they end or are closed, and served again by a restarted server, each
//! in its players' lists (a game from a seek in both), its members at their sides to be
//! rated, a guest's seat with a code its maker renews.

use super::lounge::{Lounge, Match};
use crate::club::MemberId;
use crate::club::kept::KeptGame;
use crate::room::{Owner, Room, Seat};
use crate::serve::desk::{Desk, now};
use crate::serve::served::Seating;

/// Keeps `game` in the club (logged, not fatal, when the database says no: the game is
/// served all the same, only not again after a restart).
pub(super) fn keep(desk: &Desk, game: &KeptGame) {
    if let Err(e) = desk.club().keep_game(game, now()) {
        crate::serve::log::club_error("a lobby game", &e);
    }
}

/// Serves again the club's unfinished lobby games (a restarted server). A save gone or
/// unreadable is left for the host (logged); a game over is let go. How many are served.
pub fn resume(seating: &Seating, desk: &Desk, lounge: &Lounge) -> usize {
    let games = match desk.club().kept_games_going() {
        Ok(games) => games,
        Err(e) => {
            crate::serve::log::club_error("the lobby's games", &e);
            return 0;
        }
    };
    let mut served = 0;
    for kept in games {
        let Some(maker) = kept.maker_key().map(|k| Owner(k.to_string())) else {
            desk.let_go(&kept.file);
            continue;
        };
        let room = crate::record::load(&kept.file)
            .map_err(Box::<dyn std::error::Error>::from)
            .and_then(|(record, game)| {
                if game.outcome().is_over() {
                    return Ok(None);
                }
                Ok(Some(Room::new(&kept.file, game, record)?))
            });
        let room = match room {
            // Lost on time (the save's flag) is over too.
            Ok(Some(room)) if !room.is_over() => room,
            Ok(_) => {
                desk.let_go(&kept.file);
                continue;
            }
            Err(why) => {
                crate::serve::log::club_error("a lobby game", why.as_ref());
                continue;
            }
        };
        // A side no member holds is a guest's, by a code its maker gives out anew.
        let mut seats: Vec<Seat> = kept
            .sides
            .iter()
            .zip([crate::rules::Color::White, crate::rules::Color::Black])
            .filter(|(side, _)| side.is_none())
            .map(|(_, color)| Seat::Player(color))
            .collect();
        seats.push(Seat::Watcher);
        let owner = Some((maker, Seat::Player(kept.made_by)));
        let table = match seating.open(room, kept.file.clone(), owner, &seats) {
            Ok(served) => served.table,
            Err(e) => {
                crate::serve::log::club_error("a lobby game", &e);
                break;
            }
        };
        for (color, side) in [crate::rules::Color::White, crate::rules::Color::Black]
            .into_iter()
            .zip(&kept.sides)
        {
            if let Some((_, key)) = side
                && let Ok(Some(member)) = desk.member(key)
            {
                desk.seat(table.id, color, &member);
            }
        }
        if kept.casual {
            desk.casual(table.id);
        }
        // A game from a seek: in both players' lists.
        if let [Some((white, white_key)), Some((black, black_key))] = &kept.sides {
            let players: [(Owner, MemberId); 2] = [
                (Owner(white_key.clone()), *white),
                (Owner(black_key.clone()), *black),
            ];
            lounge.matched(Match {
                table: table.id,
                players,
            });
        }
        served += 1;
    }
    served
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::SendOff;
    use crate::room::{Proposal, Tables};
    use crate::rules::{Color, GameType};
    use crate::serve::invite::Invites;

    #[test]
    fn a_restarted_server_serves_the_lobbys_games_again_in_their_players_lists() {
        let dir = tempfile::tempdir().unwrap();
        let desk = Desk::new(crate::club::Club::open(dir.path()).unwrap(), false, 3);
        let ann = desk.listed("SHA256:a", "ann").unwrap();
        let bob = desk.listed("SHA256:b", "bob").unwrap();
        let (ann_key, bob_key) = (Owner("SHA256:a".into()), Owner("SHA256:b".into()));
        let games = dir.path().join("games");
        let before = Seating::new(Tables::new(10), Invites::new());
        let made = |names, owner: &Owner, color| {
            let owner = Some((owner.clone(), Seat::Player(color)));
            let kind = (GameType::MLP, None);
            before
                .create(&games, kind, names, owner, &[])
                .unwrap()
                .table
        };
        // From Bob's seek, accepted by Ann, casual; Ann's own, a guest's seat by code;
        // and one of Ann's that ended.
        let seek = made(["ann", "bob"], &bob_key, Color::Black);
        let own = made(["ann", "guest"], &ann_key, Color::White);
        let over = made(["ann", "guest"], &ann_key, Color::White);
        let seat = seek.room.join(Seat::Player(Color::White), || {}).unwrap();
        let first = seek.room.game().position().legal_moves()[0];
        seat.propose(Proposal::Play(first));
        drop(seat);
        let seat = over.room.join(Seat::Player(Color::White), || {}).unwrap();
        seat.propose(Proposal::Resign);
        drop(seat);
        let a = Some((ann.id, ann_key.0.clone()));
        let b = Some((bob.id, bob_key.0.clone()));
        for (table, made_by, sides, casual) in [
            (&seek, Color::Black, [a.clone(), b], true),
            (&own, Color::White, [a.clone(), None], false),
            (&over, Color::White, [a, None], false),
        ] {
            let file = table.save.clone();
            keep(
                &desk,
                &KeptGame {
                    file,
                    made_by,
                    sides,
                    casual,
                },
            );
        }
        for table in [&seek, &own, &over] {
            before.close(table.id, SendOff::Closed);
        }
        drop(before);

        let seating = Seating::new(Tables::new(10), Invites::new());
        let lounge = Lounge::default();
        assert_eq!(resume(&seating, &desk, &lounge), 2);
        // Ann's own game in her list, a code for the guest's seat to give out anew.
        let anns = seating.owned_by(&ann_key);
        assert_eq!(anns.len(), 1);
        let again = &anns[0].table;
        assert_eq!(again.save, own.save);
        assert_eq!(
            again.owner,
            Some((ann_key.clone(), Seat::Player(Color::White)))
        );
        assert!(
            anns[0]
                .invites
                .iter()
                .any(|(s, _)| *s == Seat::Player(Color::Black))
        );
        assert_eq!(desk.sides(again.id), [Some(ann.id), None]);
        // The seek's game in both lists, its move kept, both members at their sides.
        let (of_ann, of_bob) = (
            lounge.matches_of(&ann_key, |_| true),
            lounge.matches_of(&bob_key, |_| true),
        );
        assert_eq!(of_ann.len(), 1);
        assert_eq!(of_ann, of_bob);
        let table = seating.tables().get(of_ann[0].table).unwrap();
        assert_eq!(table.save, seek.save);
        assert_eq!(table.room.game().moves().len(), 1);
        assert_eq!(desk.sides(table.id), [Some(ann.id), Some(bob.id)]);
        // The game that ended is let go, and so is one closed (Ann's own, closed now).
        desk.let_go(&own.save);
        let going: Vec<_> = desk.club().kept_games_going().unwrap();
        assert_eq!(
            going.iter().map(|g| &g.file).collect::<Vec<_>>(),
            [&seek.save]
        );
    }
}

//! The tournament runner's tests: a Swiss run to its end through the tables, and a
//! runner started again on the same club going on where it was.

use super::*;
use crate::club::tour::Plan;
use crate::club::tournament::Format;
use crate::club::{Club, NewTournament, Pool};
use crate::room::{Proposal, Seat, Tables};
use crate::serve::invite::Invites;
use std::collections::HashSet;
use std::time::Instant;

/// Waits (at most ten seconds) for `found` to give something.
fn wait_for<T>(what: &str, found: impl Fn() -> Option<T>) -> T {
    let start = Instant::now();
    loop {
        if let Some(t) = found() {
            return t;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "{what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn club_with_members(dir: &Path, names: &[&str]) -> (Desk, Vec<MemberId>) {
    let desk = Desk::new(Club::open(dir).unwrap(), false, 3);
    let ids = names
        .iter()
        .map(|n| desk.listed(&format!("SHA256:{n}"), n).unwrap().id)
        .collect();
    (desk, ids)
}

fn swiss(desk: &Desk, rounds: usize, capacity: u32) -> TournamentId {
    let new = NewTournament {
        name: "cup".into(),
        format: Format::Swiss { rounds },
        pool: Pool::Blitz,
        rated: true,
        capacity,
    };
    desk.club()
        .create_planned(&new, &Plan::new("5+3".parse().ok()), 0)
        .unwrap()
}

/// The tables of the round-`round` games of `t` once all `n` are served.
fn round_tables(
    desk: &Desk,
    seating: &Seating,
    t: TournamentId,
    round: u32,
    n: usize,
) -> Vec<(Arc<Table>, TourGame)> {
    wait_for(&format!("round {round}'s tables"), || {
        let games: Vec<(Arc<Table>, TourGame)> = seating
            .tables()
            .all()
            .into_iter()
            .filter_map(|table| {
                let game = desk.tour_games().get(table.id)?;
                (game.tournament == t && game.round == round && !table.room.is_over())
                    .then_some((table, game))
            })
            .collect();
        (games.len() == n).then_some(games)
    })
}

/// White plays a move and Black resigns.
fn black_resigns(table: &Table) {
    let white = table.room.join(Seat::Player(Color::White), || {}).unwrap();
    let black = table.room.join(Seat::Player(Color::Black), || {}).unwrap();
    let first = crate::rules::parse_move(white.game.position(), "wS1").unwrap();
    white.propose(Proposal::Play(first));
    black.propose(Proposal::Resign);
    assert!(table.room.is_over());
}

#[test]
fn a_four_player_swiss_runs_three_rounds_at_the_tables_with_no_pairing_repeated() {
    let dir = tempfile::tempdir().unwrap();
    let (desk, ids) = club_with_members(dir.path(), &["ann", "bob", "cy", "dee"]);
    let t = swiss(&desk, 3, 4);
    let seating = Seating::new(Tables::new(10), Invites::new());
    let _runner = Tourney::start(desk.clone(), seating.clone(), dir.path().join("games")).unwrap();
    for &id in &ids {
        desk.club().enter(t, id).unwrap().unwrap();
    }
    let mut met = HashSet::new();
    for round in 1..=3 {
        let games = round_tables(&desk, &seating, t, round, 2);
        for (table, game) in &games {
            // Both members at their colours, their names in the save.
            assert_eq!(desk.sides(table.id), [Some(game.white), Some(game.black)]);
            assert!(
                desk.tour_games()
                    .of(game.white)
                    .iter()
                    .any(|(id, _)| *id == table.id)
            );
            let pair = (game.white.min(game.black), game.white.max(game.black));
            assert!(met.insert(pair), "{pair:?} paired again in round {round}");
            black_resigns(table);
        }
    }
    let finished = wait_for("the tournament finished", || {
        let rows = desk.club().tournaments().unwrap();
        rows.into_iter().find(|r| r.id == t && r.finished)
    });
    assert_eq!(finished.round, 3);
    let standings = desk.club().tournament_standings(t).unwrap().unwrap();
    let points: u32 = standings.iter().map(|(_, s)| s.points).sum();
    assert_eq!(points, 2 * 6, "six games, a point each (in halves)");
    wait_for("no game left at a table", || {
        desk.tour_games().of(ids[0]).is_empty().then_some(())
    });
}

#[test]
fn a_runner_started_again_serves_the_rounds_saves_and_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("games");
    let (desk, ids) = club_with_members(dir.path(), &["ann", "bob", "cy", "dee"]);
    let t = swiss(&desk, 2, 4);
    for &id in &ids {
        desk.club().enter(t, id).unwrap().unwrap();
    }
    let seating = Seating::new(Tables::new(10), Invites::new());
    let runner = Tourney::start(desk.clone(), seating.clone(), games_dir.clone()).unwrap();
    let games = round_tables(&desk, &seating, t, 1, 2);
    // One game over, the other a move in, when the server goes.
    black_resigns(&games[0].0);
    let going = &games[1].0;
    let white = going.room.join(Seat::Player(Color::White), || {}).unwrap();
    let first = crate::rules::parse_move(white.game.position(), "wG1").unwrap();
    white.propose(Proposal::Play(first));
    drop(white);
    wait_for("the first result kept", || {
        let open = desk.club().open_games().unwrap();
        (open.len() == 1).then_some(())
    });
    let saved = going.save.clone();
    drop(runner);
    drop((games, seating, desk));

    // A new server on the same club and games.
    let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
    let seating = Seating::new(Tables::new(10), Invites::new());
    let _runner = Tourney::start(desk.clone(), seating.clone(), games_dir).unwrap();
    let again = round_tables(&desk, &seating, t, 1, 1);
    let (table, game) = &again[0];
    assert_eq!(table.save, saved, "the same save served again");
    assert_eq!(table.room.game().moves().len(), 1, "with its move");
    assert_eq!(desk.sides(table.id), [Some(game.white), Some(game.black)]);
    let black = table.room.join(Seat::Player(Color::Black), || {}).unwrap();
    black.propose(Proposal::Resign);
    drop(black);
    for (table, _) in round_tables(&desk, &seating, t, 2, 2) {
        black_resigns(&table);
    }
    wait_for("the tournament finished", || {
        let rows = desk.club().tournaments().unwrap();
        rows.into_iter().find(|r| r.id == t && r.finished)
    });
}

#[test]
fn a_save_another_process_holds_is_waited_for_never_made_anew() {
    // A tester opened a tournament's save with `hive play` and started the server again:
    // the runner made a new, empty game for the pairing and pointed the tournament at it,
    // and the move played was lost.
    let dir = tempfile::tempdir().unwrap();
    let games_dir = dir.path().join("games");
    let (desk, ids) = club_with_members(dir.path(), &["ann", "bob"]);
    let t = swiss(&desk, 1, 2);
    for &id in &ids {
        desk.club().enter(t, id).unwrap().unwrap();
    }
    let seating = Seating::new(Tables::new(10), Invites::new());
    let runner = Tourney::start(desk.clone(), seating.clone(), games_dir.clone()).unwrap();
    let (table, _) = round_tables(&desk, &seating, t, 1, 1).remove(0);
    let white = table.room.join(Seat::Player(Color::White), || {}).unwrap();
    let first = crate::rules::parse_move(white.game.position(), "wG1").unwrap();
    white.propose(Proposal::Play(first));
    drop(white);
    let saved = table.save.clone();
    drop(runner);
    drop((table, seating, desk));

    // Another process (a live one: its lock is not taken over) holds the save while the
    // server starts again.
    let mut other = std::process::Command::new("sleep")
        .arg("60")
        .spawn()
        .unwrap();
    let lock = crate::record::lock_path(&saved);
    std::fs::write(&lock, format!("{}\nnow\n", other.id())).unwrap();
    let desk = Desk::new(Club::open(dir.path()).unwrap(), false, 3);
    let seating = Seating::new(Tables::new(10), Invites::new());
    let _runner = Tourney::start(desk.clone(), seating.clone(), games_dir).unwrap();
    std::thread::sleep(LOOK * 3);
    assert!(seating.tables().all().is_empty(), "a game was made anew");
    let open = desk.club().open_games().unwrap();
    assert_eq!(open[0].save.as_deref(), Some(saved.as_path()));
    // Let go, it is served with its move.
    other.kill().unwrap();
    other.wait().unwrap();
    let (table, _) = round_tables(&desk, &seating, t, 1, 1).remove(0);
    assert_eq!(table.save, saved);
    assert_eq!(table.room.game().moves().len(), 1);
}

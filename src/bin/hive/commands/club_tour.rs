//! `hive club allow|disallow NAME` (the members who may make tournaments in the lobby) and
//! `hive club new-tournament` (one made by the host, which the server runs).

use std::io::Write;

use hive::club::tour::Plan;
use hive::club::tournament::Format;
use hive::club::{Club, NewTournament, Pool};

use crate::args::NewArgs;
use crate::error::CliError;

use super::{print_with, shown};

/// `hive club allow|disallow NAME`.
pub fn allow(club: &mut Club, name: &str, allowed: bool) -> Result<(), CliError> {
    if club
        .allow_organizer(name, allowed)
        .map_err(|e| CliError::Club(Box::new(e)))?
    {
        let done = match allowed {
            true => "may make tournaments",
            false => "may no longer make tournaments",
        };
        print_with(|out| writeln!(out, "{} {done}", shown(name)))
    } else {
        Err(CliError::NoMember(shown(name)))
    }
}

/// `hive club new-tournament …`.
pub fn create(club: &mut Club, args: &NewArgs) -> Result<(), CliError> {
    let now = jiff::Timestamp::now().as_second();
    let format = match (args.swiss, args.double) {
        (Some(rounds), _) => Format::Swiss {
            rounds: rounds.max(1),
        },
        (None, double) => Format::RoundRobin { double },
    };
    let new = NewTournament {
        name: args.name.clone(),
        format,
        pool: Pool::of(args.clock),
        rated: true,
        capacity: args.size,
    };
    let plan = Plan {
        starts: args.start_in.map(|m| now + i64::from(m) * 60),
        ..Plan::new(args.clock)
    };
    let id = club
        .create_planned(&new, &plan, now)
        .map_err(|e| CliError::Club(Box::new(e)))?;
    print_with(|out| {
        writeln!(
            out,
            "tournament {id} made: {}; members join it in the lobby (T)",
            shown(&args.name)
        )
    })
}

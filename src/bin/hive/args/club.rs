//! The arguments of `hive club` (the club's database at the host's terminal) and the
//! club's options of `hive serve`.

use std::path::PathBuf;

use clap::Subcommand;
use hive::clock::TimeControl;

/// `hive club`'s commands.
#[derive(Debug, clap::Args)]
pub struct ClubArgs {
    /// The folder of the club's database (`club.sqlite`) [default: the data folder, where
    /// `hive serve` keeps it].
    #[arg(long, value_name = "DIR", global = true)]
    pub data: Option<PathBuf>,
    #[command(subcommand)]
    pub command: ClubCommand,
}

/// What `hive club` does.
#[derive(Debug, Subcommand)]
pub enum ClubCommand {
    /// Every member: name, rating in each pool played (`?` while provisional) and games
    /// played.
    Members {
        /// A JSON array instead of a table: name, joined (seconds since 1970), banned,
        /// games, and the ratings (rating, deviation, volatility, games) by pool.
        #[arg(long)]
        json: bool,
    },
    /// Every tournament, newest first: number, name, format, players, round, state; with
    /// a number, that tournament's standings.
    Tournaments {
        /// A tournament's number: its standings.
        id: Option<i64>,
    },
    /// Copy the database to FILE (a whole, consistent copy, taken while the server runs).
    Backup {
        /// Where to write it (not over an existing file).
        file: PathBuf,
    },
    /// Ban a member: their keys no longer get in.
    Ban {
        /// The member's name.
        name: String,
    },
    /// Let a banned member in again.
    Unban {
        /// The member's name.
        name: String,
    },
    /// The lobby's room: its last messages, numbered (`remove ID` takes one away).
    Chat(ChatArgs),
    /// Let a member make tournaments in the lobby.
    Allow {
        /// The member's name.
        name: String,
    },
    /// No longer let a member make tournaments.
    Disallow {
        /// The member's name.
        name: String,
    },
    /// Make a tournament, which `hive serve` runs: members join it in the lobby.
    NewTournament(NewArgs),
    /// Give a member who lost their key a new one (their old keys stop working).
    Bind {
        /// The member's name.
        name: String,
        /// The new key: its public key's line, as KEY.pub holds it (`"ssh-ed25519 AAAA…
        /// comment"`, quoted), or its fingerprint as `ssh-keygen -lf KEY.pub` prints it
        /// (`SHA256:…`).
        key: String,
    },
}

/// `hive club chat`'s options.
#[derive(Debug, clap::Args)]
pub struct ChatArgs {
    /// A JSON array instead of lines: id, name, text, sent (milliseconds since 1970).
    #[arg(long)]
    pub json: bool,
    #[command(subcommand)]
    pub action: Option<ChatAction>,
}

/// What `hive club chat` does besides listing.
#[derive(Debug, clap::Subcommand)]
pub enum ChatAction {
    /// Remove message ID (as the list numbers it): no one sees it again.
    Remove {
        /// The message's number.
        id: i64,
    },
}

impl ChatArgs {
    /// Whether this command changes the club's database (`remove`), or only reads it.
    pub fn changes(&self) -> bool {
        self.action.is_some()
    }
}

/// A tournament the host makes.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// Its name.
    pub name: String,
    /// Swiss, of this many rounds [default: a round robin].
    #[arg(long, value_name = "ROUNDS", conflicts_with = "double")]
    pub swiss: Option<usize>,
    /// A double round robin (everyone plays everyone twice, colours swapped).
    #[arg(long)]
    pub double: bool,
    /// The most players; it starts when that many have joined.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=64))]
    pub size: u32,
    /// Its games' clock (`5+3`, `1d`) [default: none].
    #[arg(long, value_parser = clock)]
    pub clock: Option<TimeControl>,
    /// It starts this many minutes from now if it is not full before (with two players
    /// at least).
    #[arg(long, value_name = "MINUTES")]
    pub start_in: Option<u32>,
}

fn clock(text: &str) -> Result<TimeControl, String> {
    text.parse()
        .map_err(|e: hive::clock::TimeControlError| e.to_string())
}

/// The club's options of `hive serve`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ServeClubArgs {
    /// Let any SSH key into the lobby (`ssh -p PORT lobby@HOST`): at its first login it
    /// is asked for a name, and the key is that member from then on (a few sign-ups an
    /// hour per address; `hive club ban NAME` keeps a key out). The games between two
    /// members are rated.
    #[arg(long)]
    pub open: bool,
    /// Write the server's log (joins, failed logins with their address, games started and
    /// ended; never a code, never what guests type) to FILE, added to its end [default:
    /// standard error].
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
}

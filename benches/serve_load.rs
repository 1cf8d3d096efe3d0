//! Load on `hive serve`: many games at once, each player a real SSH client (russh's) in an
//! 80×24 terminal, typing their moves key by key. It measures, for every move, the time
//! from the key that plays it (the Enter after `:wS1`) to the move showing on the other
//! player's screen and on the mover's own, and the server's peak memory.
//!
//! The server runs in a process of its own (this program, started again with `--server`),
//! so its memory is its own: `VmHWM` of `/proc/PID/status` (Linux). The clients share this
//! process and the machine's cores with it, as a load generator on the same host does.
//!
//! ```sh
//! cargo bench --bench serve_load -- --games 100 --plies 30 --think 300
//! ```
//!
//! `--games N` games (2N clients), `--plies N` plies each (fewer if a game ends first),
//! `--think MS` the pause before each move (a person's pace is seconds; a short one is a
//! harder load), `--watchers N` a watcher at each of the first N games (its screen timed
//! too), `--chat N` a message said at the table (`w`, text, Enter) by the mover every N
//! plies (0: none), `--warmup N` plies per game left out of the figures (the first frames of
//! every screen come at once), `--members N` club members at the lobby (their own keys),
//! each going from page to page (the leaderboard, the seeks and who is here, their own page,
//! the tournaments, the lobby's room where they say something) as often as a player moves,
//! each page timed from its key to the screen.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use hive::room::{Seat, Tables};
use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::serve::{Invites, Limits, LobbyKeys, Seating, Server};
use russh::client;
use russh::{ChannelMsg, client::Msg};

/// How long one move may take to show before the run is called failed.
const STEP: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, Debug)]
struct Settings {
    games: usize,
    plies: usize,
    think: Duration,
    warmup: usize,
    watchers: usize,
    chat: usize,
    members: usize,
}

fn settings() -> Settings {
    let args: Vec<String> = std::env::args().collect();
    let number = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|at| args.get(at + 1))
            .map_or(default, |v| v.parse().expect("a number"))
    };
    Settings {
        games: number("--games", 100),
        plies: number("--plies", 30),
        think: Duration::from_millis(number("--think", 300) as u64),
        warmup: number("--warmup", 2),
        watchers: number("--watchers", 0),
        chat: number("--chat", 0),
        members: number("--members", 0),
    }
}

fn main() {
    let settings = settings();
    if std::env::args().any(|a| a == "--server") {
        serve(settings.games, settings.watchers, settings.members);
    } else {
        drive(settings);
    }
}

/// The server: `games` games, each with a code per player (and the first `watchers` a
/// watcher's), printed as `game WHITE BLACK [WATCHER]` after `listening PORT`, and a club
/// of `members` members, each key's file printed as `member FILE NAME`; it serves until its
/// standard input closes.
fn serve(games: usize, watchers: usize, members: usize) {
    let dir = tempfile::tempdir().unwrap();
    let key = hive::serve::load_or_create(&dir.path().join("key")).unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let invites = Invites::new();
    let seating = Seating::new(Tables::new(games), invites.clone());
    let mut out = std::io::stdout().lock();
    writeln!(out, "listening {port}").unwrap();
    for n in 0..games {
        let mut seats = vec![Seat::Player(Color::White), Seat::Player(Color::Black)];
        if n < watchers {
            seats.push(Seat::Watcher);
        }
        let served = seating
            .create(
                &dir.path().join("games"),
                (GameType::MLP, None),
                ["White", "Black"],
                None,
                &seats,
            )
            .unwrap();
        let codes: Vec<&str> = served
            .invites
            .iter()
            .map(|(_, i)| i.code.as_str())
            .collect();
        writeln!(out, "game {}", codes.join(" ")).unwrap();
    }
    // The club: its members' keys (made here, as `ssh-keygen` would), listed as the
    // host's `authorized_keys` lists them.
    let lobby = (members > 0).then(|| {
        let mut listed = String::new();
        for n in 1..=members {
            let file = dir.path().join("members").join(format!("m{n}"));
            let key = hive::serve::load_or_create(&file).unwrap();
            let public = key.public_key().to_openssh().unwrap();
            listed.push_str(&format!("{public} m{n}\n"));
            writeln!(out, "member {} m{n}", file.display()).unwrap();
        }
        let keys = LobbyKeys::parse(&listed).unwrap();
        let club = hive::club::Club::open(&dir.path().join("club")).unwrap();
        let desk = hive::serve::Desk::new(club, false, 3);
        for (owner, name) in keys.listed() {
            desk.listed(&owner.0, &name).unwrap();
        }
        let settings = hive::serve::lobby::Settings {
            games: dir.path().join("games"),
            address: SocketAddr::from(([127, 0, 0, 1], port)),
            clock: None,
            club: Some(desk),
            computers: None,
            lounge: hive::serve::lobby::lounge::Lounge::new(1, 1),
        };
        (keys, settings)
    });
    writeln!(out, "ready").unwrap();
    out.flush().unwrap();
    drop(out);
    let clients = 2 * games + watchers + members + 16;
    let limits = Limits {
        // Every client comes from 127.0.0.1.
        max_connections: clients,
        max_per_address: clients,
        ..Limits::default()
    };
    let (keys, settings) = lobby.unzip();
    let mut server = Server::new(
        listener,
        key,
        invites,
        limits,
        hive::serve::tables(seating, settings),
    );
    if let Some(keys) = keys {
        server = server.with_lobby(keys);
    }
    let stopper = server.stopper();
    std::thread::spawn(move || {
        let mut sink = String::new();
        while std::io::stdin().read_line(&mut sink).is_ok_and(|n| n > 0) {}
        stopper.stop(15);
    });
    server.run().unwrap();
}

/// A field of `/proc/PID/status`, in kB.
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    text.lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
}

/// CPU seconds (user + system) a process has used.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's closing parenthesis; utime and stime are 14 and 15.
    let rest = text.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn drive(settings: Settings) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--server", "--games", &settings.games.to_string()])
        .args(["--watchers", &settings.watchers.to_string()])
        .args(["--members", &settings.members.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut port = 0;
    let mut codes = Vec::new();
    let mut members = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["listening", p] => port = p.parse().unwrap(),
            ["game", codes_of_game @ ..] => codes.push(
                codes_of_game
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>(),
            ),
            ["member", file, name] => members.push((file.to_string(), name.to_string())),
            ["ready"] => break,
            _ => panic!("the server said {line:?}"),
        }
    }
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let idle_rss = status_kb(pid, "VmRSS:").unwrap_or(0);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let cpu_before = cpu_seconds(pid).unwrap_or(0.0);
    let started = Instant::now();
    let samples = runtime.block_on(async {
        let mut tasks = tokio::task::JoinSet::new();
        // Every game starts once all the players are in: the logins' key exchanges (the
        // costliest thing a connection does) are not what is measured.
        let ready = Arc::new(tokio::sync::Barrier::new(codes.len() + members.len()));
        for (n, game) in codes.into_iter().enumerate() {
            let ready = Arc::clone(&ready);
            tasks.spawn(async move {
                Done::Game(play(addr, game, settings, n as u64 + 1, ready).await)
            });
        }
        for (n, member) in members.into_iter().enumerate() {
            let ready = Arc::clone(&ready);
            tasks.spawn(async move {
                Done::Member(browse(addr, member, settings, n as u64 + 1, ready).await)
            });
        }
        let mut all = (Vec::new(), Vec::new());
        while let Some(done) = tasks.join_next().await {
            match done.unwrap() {
                Done::Game(samples) => all.0.extend(samples),
                Done::Member(pages) => all.1.extend(pages),
            }
        }
        all
    });
    let (samples, pages) = samples;
    let wall = started.elapsed();
    let cpu = cpu_seconds(pid).unwrap_or(0.0) - cpu_before;
    let peak = status_kb(pid, "VmHWM:").unwrap_or(0);
    drop(child.stdin.take());
    let _ = child.wait();

    let mut other: Vec<Duration> = samples.iter().map(|s| s.other).collect();
    let mut own: Vec<Duration> = samples.iter().map(|s| s.own).collect();
    let mut watched: Vec<Duration> = samples.iter().filter_map(|s| s.watcher).collect();
    let of_page = |kind: Page| -> Vec<Duration> {
        pages
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, d)| *d)
            .collect()
    };
    let mut opened = of_page(Page::Opened);
    let mut back = of_page(Page::Back);
    let mut said = of_page(Page::Said);
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let pct = |v: &mut Vec<Duration>, p: usize| {
        v.sort();
        v.get((v.len() * p / 100).min(v.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    println!(
        "serve_load: {} games, {} clients ({} watchers, {} members at the lobby), {} moves measured ({} plies each, {} ms think, a message every {} plies, first {} left out), {:.1} s",
        settings.games,
        2 * settings.games + settings.watchers.min(settings.games) + settings.members,
        settings.watchers.min(settings.games),
        settings.members,
        samples.len(),
        settings.plies,
        settings.think.as_millis(),
        settings.chat,
        settings.warmup,
        wall.as_secs_f64()
    );
    for (name, v) in [
        ("other player's screen", &mut other),
        ("mover's own screen", &mut own),
        ("a watcher's screen", &mut watched),
        ("a lobby page opened", &mut opened),
        ("the lobby's list again (q)", &mut back),
        ("a line said in the lobby's room", &mut said),
    ] {
        if v.is_empty() {
            continue;
        }
        let (p50, p99) = (pct(v, 50), pct(v, 99));
        let max = v.last().copied().unwrap_or_default();
        println!(
            "  key press to {name}: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} times)",
            ms(p50),
            ms(p99),
            ms(max),
            v.len()
        );
    }
    println!(
        "  server: peak RSS {:.1} MB (idle with its games made: {:.1} MB), CPU {:.1} s over the run ({:.0}% of one core)",
        peak as f64 / 1024.0,
        idle_rss as f64 / 1024.0,
        cpu,
        100.0 * cpu / wall.as_secs_f64()
    );
}

/// One move's times: to the other player's screen, and to the mover's.
#[derive(Clone, Copy, Debug)]
struct Sample {
    other: Duration,
    own: Duration,
    /// To the watcher's screen, where the game has one.
    watcher: Option<Duration>,
}

/// What a client's task brings back: a game's moves timed, or a member's pages.
enum Done {
    Game(Vec<Sample>),
    Member(Vec<(Page, Duration)>),
}

/// What a member at the lobby did, timed from its key to the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    /// A page opened from the member's list of games.
    Opened,
    /// Back from a page to the list.
    Back,
    /// A line said in the lobby's room (Enter), until it shows there.
    Said,
}

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A player: their connection, their channel and their screen.
struct Player {
    _session: client::Handle<Trusting>,
    channel: russh::Channel<Msg>,
    screen: vt100::Parser,
}

impl Player {
    /// Joins with `code`; in once the screen shows `seated` ("you play", "you are watching").
    async fn join(addr: SocketAddr, code: &str, seated: &str) -> Player {
        let mut session = client::connect(Arc::new(client::Config::default()), addr, Trusting)
            .await
            .unwrap();
        // As a client without a key logs in: `none` is answered by asking for a key, and
        // keyboard-interactive then lets it in without a prompt.
        assert!(!session.authenticate_none(code).await.unwrap().success());
        let auth = session
            .authenticate_keyboard_interactive_start(code, None)
            .await
            .unwrap();
        assert!(matches!(
            auth,
            client::KeyboardInteractiveAuthResponse::Success
        ));
        Player::open(session, seated).await
    }

    /// A member logs in to the lobby with their key (the file at `file`), in once their
    /// list of games shows.
    async fn member(addr: SocketAddr, file: &str) -> Player {
        let mut session = client::connect(Arc::new(client::Config::default()), addr, Trusting)
            .await
            .unwrap();
        let key = russh::keys::load_secret_key(file, None).unwrap();
        let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(key), None);
        let auth = session
            .authenticate_publickey(hive::serve::LOBBY_USER, key)
            .await
            .unwrap();
        assert!(auth.success(), "the member's key was refused");
        Player::open(session, LIST).await
    }

    /// Opens the shell in an 80×24 terminal; in once the screen shows `seated`.
    async fn open(session: client::Handle<Trusting>, seated: &str) -> Player {
        let channel = session.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm-256color", 80, 24, 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        let nz = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut player = Player {
            _session: session,
            channel,
            screen: vt100::Parser::new(nz(24), nz(80), 0),
        };
        player.wait_for(seated).await;
        player
    }

    /// Sends `keys`, then times until the screen shows `text`.
    async fn timed(&mut self, keys: &str, text: &str) -> Duration {
        let pressed = Instant::now();
        self.channel.data(keys.as_bytes()).await.unwrap();
        self.wait_for(text).await;
        pressed.elapsed()
    }

    fn shows(&self, text: &str) -> bool {
        self.screen.screen().contents().contains(text)
    }

    /// Reads one message; false when the channel has ended.
    async fn read(&mut self) -> bool {
        match self.channel.wait().await {
            Some(ChannelMsg::Data { data }) => {
                self.screen.process(&data);
                true
            }
            Some(_) => true,
            None => false,
        }
    }

    async fn wait_for(&mut self, text: &str) {
        let waited = tokio::time::timeout(STEP, async {
            while !self.shows(text) {
                assert!(self.read().await, "the channel ended");
            }
        })
        .await;
        assert!(
            waited.is_ok(),
            "waited for {text:?}:\n{}",
            self.screen.screen().contents()
        );
    }
}

/// What the member's list of games (the lobby's first page) shows.
const LIST: &str = "Your games (all";

/// A member at the lobby: makes a seek (so the seeks page lists one for each member), then
/// goes from page to page, a page every pause, as many times as a game has plies.
async fn browse(
    addr: SocketAddr,
    (file, name): (String, String),
    settings: Settings,
    seed: u64,
    ready: Arc<tokio::sync::Barrier>,
) -> Vec<(Page, Duration)> {
    let mut member = Player::member(addr, &file).await;
    ready.wait().await;
    let mut rng = seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1;
    let mut times = Vec::new();
    let think = settings.think.as_millis() as u64;
    let pause = |rng: &mut u64| Duration::from_millis(think / 2 + next(rng) % (think + 1));
    member.timed("s", "Open seeks").await;
    member.timed("n", "A new seek").await;
    member.timed("\r", "Your seek is open").await;
    member.timed("q", LIST).await;
    // The pages a member looks at (their key and what shows), in turn.
    let pages = [
        ("l", "Leaderboard:"),
        ("s", "Here now ("),
        ("m", "Your rating at"),
        ("T", "No tournaments yet"),
        ("t", "The lobby's room"),
    ];
    for round in 0..settings.plies {
        tokio::time::sleep(pause(&mut rng)).await;
        let (key, shows) = pages[(round + seed as usize) % pages.len()];
        times.push((Page::Opened, member.timed(key, shows).await));
        if key == "t" {
            let line = format!("hello {round}");
            member.channel.data(line.as_bytes()).await.unwrap();
            member.wait_for(&format!("> {line}")).await;
            let shown = format!("{name}: {line}");
            times.push((Page::Said, member.timed("\r", &shown).await));
        }
        // A moment on the page, then back to the list: `q`, or Esc from the room (where `q`
        // is typed). Esc is not timed: a lone Escape byte waits 50 ms for the rest of a
        // sequence before it is the key (`hive::serve::input::ESCAPE_WAIT`).
        tokio::time::sleep(pause(&mut rng) / 4).await;
        if key == "t" {
            member.timed("\x1b", LIST).await;
        } else {
            times.push((Page::Back, member.timed("q", LIST).await));
        }
    }
    times
}

/// A fixed generator (xorshift): every run plays the same games.
fn next(x: &mut u64) -> u64 {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    *x
}

/// One game: both players join, then take turns typing random legal moves.
async fn play(
    addr: SocketAddr,
    codes: Vec<String>,
    settings: Settings,
    seed: u64,
    ready: Arc<tokio::sync::Barrier>,
) -> Vec<Sample> {
    let mut players = [
        Player::join(addr, &codes[0], "you play").await,
        Player::join(addr, &codes[1], "you play").await,
    ];
    let mut watcher = match codes.get(2) {
        Some(code) => Some(Player::join(addr, code, "you are watching").await),
        None => None,
    };
    ready.wait().await;
    let mut game = Game::with_rules(
        GameType::MLP,
        Rules {
            opening: Opening::Tournament,
            repetition: true,
        },
    );
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut samples = Vec::new();
    for ply in 1..=settings.plies {
        if game.outcome().is_over() {
            break;
        }
        let moves = game.position().legal_moves();
        let mv = moves[(next(&mut rng) % moves.len() as u64) as usize];
        let text = game.format_move(mv);
        game.play(mv).unwrap();
        // Thinking, jittered so that the games do not move in step.
        let think = settings.think.as_millis() as u64;
        let pause = think / 2 + next(&mut rng) % (think + 1);
        tokio::time::sleep(Duration::from_millis(pause)).await;
        let [white, black] = &mut players;
        let (mover, other) = if ply % 2 == 1 {
            (white, black)
        } else {
            (black, white)
        };
        // A word at the table first, now and then: everyone's screens redraw for it.
        if settings.chat > 0 && ply % settings.chat == 0 {
            let said = format!("w good move {ply}\r");
            mover.channel.data(said.as_bytes()).await.unwrap();
        }
        mover
            .channel
            .data(format!(":{text}").as_bytes())
            .await
            .unwrap();
        // The move typed shows at the prompt before Enter is timed: the frames it took are
        // read first, so the mover's time is not the client catching up with its own echo.
        let typed = format!(":{text}");
        let echoed = tokio::time::timeout(STEP, async {
            while !mover.shows(&typed) {
                assert!(mover.read().await, "the mover's channel ended");
            }
        })
        .await;
        assert!(echoed.is_ok(), "{typed} did not show at the prompt");
        let pressed = Instant::now();
        mover.channel.data(&b"\r"[..]).await.unwrap();
        let marker = format!("Plies ({ply})");
        let (mut own, mut seen, mut watched) = (None, None, None);
        let waiting_watcher =
            |w: &Option<Duration>, watcher: &Option<Player>| watcher.is_some() && w.is_none();
        let waited = tokio::time::timeout(STEP, async {
            while own.is_none() || seen.is_none() || waiting_watcher(&watched, &watcher) {
                tokio::select! {
                    alive = async { watcher.as_mut().unwrap().read().await },
                        if waiting_watcher(&watched, &watcher) => {
                        assert!(alive, "the watcher's channel ended");
                        if watcher.as_ref().is_some_and(|w| w.shows(&marker)) {
                            watched = Some(pressed.elapsed());
                        }
                    }
                    alive = mover.read(), if own.is_none() => {
                        assert!(alive, "the mover's channel ended");
                        if mover.shows(&marker) {
                            own = Some(pressed.elapsed());
                        }
                    }
                    alive = other.read(), if seen.is_none() => {
                        assert!(alive, "the other player's channel ended");
                        if other.shows(&marker) {
                            seen = Some(pressed.elapsed());
                        }
                    }
                }
            }
        })
        .await;
        assert!(
            waited.is_ok(),
            "ply {ply} ({text}) did not show:\n{}",
            mover.screen.screen().contents()
        );
        if ply > settings.warmup {
            samples.push(Sample {
                other: seen.unwrap_or_default(),
                own: own.unwrap_or_default(),
                watcher: watched,
            });
        }
    }
    samples
}

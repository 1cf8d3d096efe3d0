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
//! every screen come at once).

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use hive::room::{Seat, Tables};
use hive::rules::{Color, Game, GameType, Opening, Rules};
use hive::serve::{Invites, Limits, Seating, Server};
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
    }
}

fn main() {
    let settings = settings();
    if std::env::args().any(|a| a == "--server") {
        serve(settings.games, settings.watchers);
    } else {
        drive(settings);
    }
}

/// The server: `games` games, each with a code per player (and the first `watchers` a
/// watcher's), printed as `game WHITE BLACK [WATCHER]` after `listening PORT`; it serves
/// until its standard input closes.
fn serve(games: usize, watchers: usize) {
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
    writeln!(out, "ready").unwrap();
    out.flush().unwrap();
    drop(out);
    let limits = Limits {
        // Every client comes from 127.0.0.1.
        max_connections: 2 * games + watchers + 16,
        max_per_address: 2 * games + watchers + 16,
        ..Limits::default()
    };
    let server = Server::new(
        listener,
        key,
        invites,
        limits,
        hive::serve::tables(seating, None),
    );
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
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut port = 0;
    let mut codes = Vec::new();
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
        let ready = Arc::new(tokio::sync::Barrier::new(codes.len()));
        for (n, game) in codes.into_iter().enumerate() {
            tasks.spawn(play(addr, game, settings, n as u64 + 1, Arc::clone(&ready)));
        }
        let mut all = Vec::new();
        while let Some(done) = tasks.join_next().await {
            all.extend(done.unwrap());
        }
        all
    });
    let wall = started.elapsed();
    let cpu = cpu_seconds(pid).unwrap_or(0.0) - cpu_before;
    let peak = status_kb(pid, "VmHWM:").unwrap_or(0);
    drop(child.stdin.take());
    let _ = child.wait();

    let mut other: Vec<Duration> = samples.iter().map(|s| s.other).collect();
    let mut own: Vec<Duration> = samples.iter().map(|s| s.own).collect();
    let mut watched: Vec<Duration> = samples.iter().filter_map(|s| s.watcher).collect();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let pct = |v: &mut Vec<Duration>, p: usize| {
        v.sort();
        v.get((v.len() * p / 100).min(v.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default()
    };
    println!(
        "serve_load: {} games, {} clients ({} watchers), {} moves measured ({} plies each, {} ms think, a message every {} plies, first {} left out), {:.1} s",
        settings.games,
        2 * settings.games + settings.watchers.min(settings.games),
        settings.watchers.min(settings.games),
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
    ] {
        if v.is_empty() {
            continue;
        }
        let (p50, p99) = (pct(v, 50), pct(v, 99));
        let max = v.last().copied().unwrap_or_default();
        println!(
            "  key press to {name}: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            ms(p50),
            ms(p99),
            ms(max)
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

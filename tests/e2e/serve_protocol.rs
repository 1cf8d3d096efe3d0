//! The SSH server of `hive serve` at the protocol level, driven by russh's own client: what
//! OpenSSH never sends (garbage, requests after a refusal, a client that stops reading).
//! The server runs in-process with a real game per guest ([`hive::tui::run_on`]) saving into
//! a temporary folder.

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use hive::serve::{Exit, Guest, Invites, Limits, Server, Stopper};
use hive::tui::model::Folders;
use hive::tui::{Depth, Look, Options, Palette, Start};
use russh::ChannelMsg;
use russh::client;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// How long any one step may take.
const STEP: Duration = Duration::from_secs(10);

/// A server on a free port of 127.0.0.1, stopped when dropped.
struct Running {
    addr: SocketAddr,
    code: String,
    invites: Invites,
    stopper: Stopper,
    thread: Option<JoinHandle<io::Result<()>>>,
    _dir: tempfile::TempDir,
}

impl Running {
    fn start(limits: Limits) -> Running {
        let dir = tempfile::tempdir().unwrap();
        let key = hive::serve::load_or_create(&dir.path().join("key")).unwrap();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let invites = Invites::new();
        let code = invites.issue("guest").unwrap().code;
        let games = dir.path().join("games");
        let play = Arc::new(move |guest: Guest<'_>| {
            let options = Options {
                game_type: hive::rules::GameType::MLP,
                white: "White".into(),
                black: "Black".into(),
                opponent: None,
                ponder: false,
                rules: hive::rules::Rules::default(),
                start: Start::New,
                folders: Folders {
                    games: Some(games.clone()),
                    home: None,
                },
                look: Look {
                    palette: Palette::Dark,
                    depth: if guest.tty.colors.depth != Depth::NoColor {
                        Depth::Ansi16
                    } else {
                        Depth::NoColor
                    },
                },
                clock: None,
                lang: hive::lang::Lang::english(),
                study: Default::default(),
            };
            hive::tui::run_on(guest.terminal, guest.events, options, guest.handle)
                .map(|_| ())
                .map_err(Exit::from)
        });
        let server = Server::new(listener, key, invites.clone(), limits, play);
        let stopper = server.stopper();
        let thread = std::thread::spawn(move || server.run());
        Running {
            addr,
            code,
            invites,
            stopper,
            thread: Some(thread),
            _dir: dir,
        }
    }

    /// Another code, for another seat.
    fn another_code(&self) -> String {
        self.invites.issue("guest").unwrap().code
    }

    fn stop(&mut self) -> io::Result<()> {
        self.stopper.stop(15);
        self.thread.take().map_or(Ok(()), |t| t.join().unwrap())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.stop();
    }
}

/// A client that trusts any host key (each test's is new).
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

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

async fn login(addr: SocketAddr, code: &str) -> client::Handle<Trusting> {
    let mut session = client::connect(Arc::new(client::Config::default()), addr, Trusting)
        .await
        .unwrap();
    in_without_a_key(&mut session, code).await;
    session
}

/// Logs in with `code` as a client without a key does: `none` is answered by asking for a
/// key, and keyboard-interactive then lets it in without a prompt.
async fn in_without_a_key(session: &mut client::Handle<Trusting>, code: &str) {
    let auth = session.authenticate_none(code).await.unwrap();
    assert!(!auth.success(), "{auth:?}");
    let auth = session
        .authenticate_keyboard_interactive_start(code, None)
        .await
        .unwrap();
    assert!(
        matches!(auth, client::KeyboardInteractiveAuthResponse::Success),
        "{auth:?}"
    );
}

/// The next reply to a request on `channel` (success or failure), skipping anything else.
async fn reply(channel: &mut russh::Channel<client::Msg>) -> ChannelMsg {
    tokio::time::timeout(STEP, async {
        loop {
            match channel.wait().await {
                Some(m @ (ChannelMsg::Success | ChannelMsg::Failure)) => return m,
                Some(_) => {}
                None => return ChannelMsg::Close,
            }
        }
    })
    .await
    .unwrap()
}

/// A guest's screen as their terminal shows it.
struct Screen {
    parser: vt100::Parser,
}

impl Screen {
    fn new(cols: u16, rows: u16) -> Screen {
        let nz = |n| std::num::NonZeroU16::new(n).unwrap();
        Screen {
            parser: vt100::Parser::new(nz(rows), nz(cols), 0),
        }
    }

    fn text(&self) -> String {
        let screen = self.parser.screen();
        let (_, cols) = screen.size();
        screen.rows(0, cols.get()).collect::<Vec<_>>().join("\n")
    }

    /// Reads the channel until the screen shows `text`.
    async fn wait_for(&mut self, channel: &mut russh::Channel<client::Msg>, text: &str) {
        let waited = tokio::time::timeout(STEP, async {
            while !self.text().contains(text) {
                match channel.wait().await {
                    Some(ChannelMsg::Data { data }) => self.parser.process(&data),
                    Some(_) => {}
                    None => return false,
                }
            }
            true
        })
        .await;
        assert!(waited == Ok(true), "waiting for {text:?}:\n{}", self.text());
    }
}

/// Logs in and starts a game in an 80×24 terminal; returns the channel with its screen.
async fn play(
    addr: SocketAddr,
    code: &str,
) -> (
    client::Handle<Trusting>,
    russh::Channel<client::Msg>,
    Screen,
) {
    let session = login(addr, code).await;
    let mut channel = session.channel_open_session().await.unwrap();
    channel
        .request_pty(true, "xterm-256color", 80, 24, 0, 0, &[])
        .await
        .unwrap();
    assert!(matches!(reply(&mut channel).await, ChannelMsg::Success));
    channel.request_shell(true).await.unwrap();
    assert!(matches!(reply(&mut channel).await, ChannelMsg::Success));
    let mut screen = Screen::new(80, 24);
    screen.wait_for(&mut channel, "White to move").await;
    (session, channel, screen)
}

#[test]
fn exec_subsystems_environment_and_forwarding_are_refused() {
    let running = Running::start(Limits::default());
    runtime().block_on(async {
        let session = login(running.addr, &running.code).await;
        let mut channel = session.channel_open_session().await.unwrap();
        channel.exec(true, "cat /etc/passwd").await.unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Failure));
        channel.request_subsystem(true, "sftp").await.unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Failure));
        channel
            .set_env(true, "LD_PRELOAD", "/tmp/x.so")
            .await
            .unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Failure));
        channel
            .request_x11(true, false, "MIT-MAGIC-COOKIE-1", "00", 0)
            .await
            .unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Failure));
        // A shell without a terminal is refused with a reason.
        channel.request_shell(true).await.unwrap();
        let mut said = Vec::new();
        let mut status = None;
        let ended = tokio::time::timeout(STEP, async {
            while let Some(msg) = channel.wait().await {
                match msg {
                    ChannelMsg::ExtendedData { data, ext: 1 } => said.extend_from_slice(&data),
                    ChannelMsg::ExitStatus { exit_status } => status = Some(exit_status),
                    ChannelMsg::Close => break,
                    _ => {}
                }
            }
        })
        .await;
        assert!(ended.is_ok());
        assert_eq!(status, Some(1));
        assert!(String::from_utf8_lossy(&said).contains("ssh -t"));
        // Port forwarding, both ways, and a second session on the same connection.
        assert!(session.tcpip_forward("127.0.0.1", 0).await.is_err());
        let direct = session
            .channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 40_000)
            .await;
        assert!(direct.is_err());
        assert!(session.channel_open_session().await.is_err());
    });
}

#[test]
fn before_a_login_nothing_is_open() {
    let running = Running::start(Limits::default());
    runtime().block_on(async {
        let mut session =
            client::connect(Arc::new(client::Config::default()), running.addr, Trusting)
                .await
                .unwrap();
        let auth = session.authenticate_none("root").await.unwrap();
        assert!(!auth.success());
        // Nothing may be opened without a login (russh's client refuses to ask; the
        // connection is of no use).
        assert!(session.channel_open_session().await.is_err());
        // A password is no way in either, not even the code as a password.
        let code = running.code.clone();
        let auth = session.authenticate_password("root", code).await;
        assert!(auth.is_err() || auth.is_ok_and(|a| !a.success()));
    });
}

/// Bytes from a fixed generator (xorshift), so a failure is reproduced as it happened.
fn garbage(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

#[test]
fn garbage_does_not_break_the_server() {
    let running = Running::start(Limits::default());
    runtime().block_on(async {
        // Garbage instead of SSH: the connection is dropped.
        let mut raw = tokio::net::TcpStream::connect(running.addr).await.unwrap();
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let _ = raw.write_all(&garbage(1, 4096)).await;
        let mut sink = Vec::new();
        let closed = tokio::time::timeout(STEP, raw.read_to_end(&mut sink)).await;
        assert!(
            closed.is_ok(),
            "the server kept a connection that spoke no SSH"
        );

        // Garbage on the channel: before the terminal, then in the game, with every byte
        // that might be a key that quits (q, Ctrl-C) taken out so the guest stays. The
        // garbage may play moves (Space picks, a digit drops) or open review: the game
        // is whatever it made of it.
        let session = login(running.addr, &running.code).await;
        let mut channel = session.channel_open_session().await.unwrap();
        channel.data_bytes(garbage(2, 1000)).await.unwrap();
        channel
            .request_pty(true, "xterm-256color", 0, 0, 0, 0, &[])
            .await
            .unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Success));
        // The terminal is too small to play (0×0 reads as 1×1): then it grows.
        channel.request_shell(true).await.unwrap();
        assert!(matches!(reply(&mut channel).await, ChannelMsg::Success));
        channel.window_change(80, 24, 0, 0).await.unwrap();
        let mut screen = Screen::new(80, 24);
        screen.wait_for(&mut channel, "White to move").await;
        for seed in 3..40 {
            let bytes: Vec<u8> = garbage(seed, 1000)
                .into_iter()
                .filter(|b| !b"qQyY\x03\x04".contains(b))
                .collect();
            channel.data_bytes(bytes).await.unwrap();
        }
        // Absurd sizes are clamped, and the game is still drawn, whole, at its size again.
        channel.window_change(100_000, 100_000, 0, 0).await.unwrap();
        channel.window_change(80, 24, 0, 0).await.unwrap();
        let mut fresh = Screen::new(80, 24);
        fresh.wait_for(&mut channel, "Plies (").await;
        // And another guest is served (a server that had panicked would not).
        let other = running.another_code();
        let (_other, _channel, _screen) = play(running.addr, &other).await;
        drop(session);
    });
}

/// A connection whose reading can be stopped: a client that stops reading what the server
/// sends (its window never opens again) while it goes on sending.
struct Freezable {
    inner: tokio::net::TcpStream,
    frozen: Arc<AtomicBool>,
    waker: Arc<Mutex<Option<Waker>>>,
}

impl AsyncRead for Freezable {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        if self.frozen.load(Ordering::SeqCst) {
            *self.waker.lock().unwrap() = Some(cx.waker().clone());
            return Poll::Pending;
        }
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for Freezable {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[test]
fn a_client_that_stops_reading_is_dropped_without_slowing_another() {
    let running = Running::start(Limits::default());
    let other_code = running.another_code();
    runtime().block_on(async {
        // The slow guest: a small window, so the server soon has to hold what it sends, and
        // a large terminal, so every frame is large.
        let frozen = Arc::new(AtomicBool::new(false));
        let waker = Arc::new(Mutex::new(None::<Waker>));
        let stream = Freezable {
            inner: tokio::net::TcpStream::connect(running.addr).await.unwrap(),
            frozen: Arc::clone(&frozen),
            waker: Arc::clone(&waker),
        };
        let config = Arc::new(client::Config {
            window_size: 8 * 1024,
            ..Default::default()
        });
        let mut slow = client::connect_stream(config, stream, Trusting)
            .await
            .unwrap();
        in_without_a_key(&mut slow, &running.code).await;
        let mut slow_channel = slow.channel_open_session().await.unwrap();
        slow_channel
            .request_pty(true, "xterm-256color", 200, 60, 0, 0, &[])
            .await
            .unwrap();
        assert!(matches!(
            reply(&mut slow_channel).await,
            ChannelMsg::Success
        ));
        slow_channel.request_shell(true).await.unwrap();
        assert!(matches!(
            reply(&mut slow_channel).await,
            ChannelMsg::Success
        ));
        let mut slow_screen = Screen::new(200, 60);
        slow_screen
            .wait_for(&mut slow_channel, "White to move")
            .await;
        // It stops reading, and types a few keys that each redraw most of its screen (help
        // on, help off): more than its window takes, less than its queue holds, so the
        // server is left holding its frames.
        frozen.store(true, Ordering::SeqCst);
        for _ in 0..10 {
            slow_channel.data_bytes(&b"?"[..]).await.unwrap();
        }
        tokio::time::sleep(Duration::from_millis(300)).await;

        // Meanwhile another guest plays, and every key is answered on their screen at once.
        let (_other, mut channel, mut screen) = play(running.addr, &other_code).await;
        channel.data_bytes(&b":wS1\r"[..]).await.unwrap();
        screen.wait_for(&mut channel, "1. wS1").await;
        let mut slowest = Duration::ZERO;
        for _ in 0..15 {
            for (key, shows) in [("u", "Plies (0 of 1)"), ("U", "Plies (1)")] {
                let start = Instant::now();
                channel.data_bytes(key.as_bytes()).await.unwrap();
                screen.wait_for(&mut channel, shows).await;
                slowest = slowest.max(start.elapsed());
            }
        }
        assert!(
            slowest < Duration::from_millis(500),
            "the other guest waited {slowest:?} for a key"
        );
        assert!(
            !slow.is_closed(),
            "the slow guest was dropped before its queue was full"
        );

        // The slow guest types on: its queue fills, and it is cut (its writes then fail).
        let mut typed = 0;
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            if slow_channel.data_bytes(&b"?"[..]).await.is_err() {
                break;
            }
            typed += 1;
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        // Once it reads again it finds the end of the connection.
        frozen.store(false, Ordering::SeqCst);
        if let Some(waker) = waker.lock().unwrap().take() {
            waker.wake();
        }
        let cut = tokio::time::timeout(STEP, async {
            while !slow.is_closed() {
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
        .await;
        assert!(
            cut.is_ok(),
            "the slow guest is still connected after {typed} more keys"
        );
        // The other guest plays on.
        channel.data_bytes(&b"u"[..]).await.unwrap();
        screen.wait_for(&mut channel, "Plies (0 of 1)").await;
    });
}

#[test]
fn a_guest_playing_stays_past_the_login_grace() {
    // The grace bounds the login; a guest whose game started is not cut when it ends
    // (every guest was, 30 s into their game, before).
    let running = Running::start(Limits {
        login_grace: Duration::from_secs(2),
        ..Limits::default()
    });
    runtime().block_on(async {
        let (session, mut channel, mut screen) = play(running.addr, &running.code).await;
        tokio::time::sleep(Duration::from_secs(3)).await;
        assert!(!session.is_closed(), "cut once the login grace was over");
        channel.data(&b":wS1\r"[..]).await.unwrap();
        screen.wait_for(&mut channel, "1. wS1").await;
    });
}

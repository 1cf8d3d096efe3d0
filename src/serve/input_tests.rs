//! The guest's input as the game reads it: keys, mouse, resizes, wakes and the bell.

use super::*;

fn events(bytes: &[u8]) -> Vec<Event> {
    let mut decoder = Decoder::new();
    decoder.feed(bytes);
    decoder.flush();
    decoder.collect()
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

fn plain(code: KeyCode) -> Event {
    key(code, KeyModifiers::NONE)
}

/// A guest's input queue and events at 80×24, idle after `idle`.
fn guest(idle: Duration) -> (Arc<InputSender>, GuestEvents, Waker) {
    let (tx, rx) = input_queue(8);
    let size = Arc::new(TerminalSize::new(80, 24));
    let (events, waker) = GuestEvents::new(rx, &tx, size, idle);
    (tx, events, waker)
}

#[test]
fn keys_read_as_a_local_terminal_s() {
    let none = KeyModifiers::NONE;
    let cases: &[(&[u8], Event)] = &[
        (b"a", plain(KeyCode::Char('a'))),
        (b"Q", key(KeyCode::Char('Q'), KeyModifiers::SHIFT)),
        ("é".as_bytes(), plain(KeyCode::Char('é'))),
        (b"\r", plain(KeyCode::Enter)),
        (b"\t", plain(KeyCode::Tab)),
        (b"\x1b[Z", key(KeyCode::BackTab, KeyModifiers::SHIFT)),
        (b"\x7f", plain(KeyCode::Backspace)),
        (b"\x03", key(KeyCode::Char('c'), KeyModifiers::CONTROL)),
        (b"\x1b", plain(KeyCode::Esc)),
        (b"\x1bx", key(KeyCode::Char('x'), KeyModifiers::ALT)),
        (b"\x1b[A", plain(KeyCode::Up)),
        (b"\x1bOB", plain(KeyCode::Down)),
        (b"\x1b[C", plain(KeyCode::Right)),
        (b"\x1b[1;5D", key(KeyCode::Left, KeyModifiers::CONTROL)),
        (b"\x1b[H", plain(KeyCode::Home)),
        (b"\x1b[4~", plain(KeyCode::End)),
        (b"\x1b[5~", plain(KeyCode::PageUp)),
        (b"\x1b[6~", plain(KeyCode::PageDown)),
        (b"\x1bOP", plain(KeyCode::F(1))),
        (b"\x1b[15~", plain(KeyCode::F(5))),
        (b"\x1b[24~", plain(KeyCode::F(12))),
        (b"\x1b[3~", key(KeyCode::Delete, none)),
    ];
    for (bytes, want) in cases {
        assert_eq!(events(bytes), vec![want.clone()], "{bytes:?}");
    }
}

#[test]
fn a_line_ends_at_cr_lf_or_cr_lf_alike() {
    let enter = || plain(KeyCode::Enter);
    let c = |ch| plain(KeyCode::Char(ch));
    // LF alone, CR LF (one Enter), CR alone, and two LFs (two Enters).
    assert_eq!(
        events(b"a\nb\r\nc\rd\n\n"),
        vec![
            c('a'),
            enter(),
            c('b'),
            enter(),
            c('c'),
            enter(),
            c('d'),
            enter(),
            enter()
        ]
    );
    // CR and LF in two packets are still one Enter.
    let mut decoder = Decoder::new();
    decoder.feed(b"x\r");
    decoder.feed(b"\ny");
    let read: Vec<Event> = decoder.collect();
    assert_eq!(read, vec![c('x'), enter(), c('y')]);
}

#[test]
fn sgr_mouse_reports_are_read_from_zero() {
    let click = events(b"\x1b[<0;10;5M\x1b[<0;10;5m");
    assert_eq!(
        click,
        vec![
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::Down(MouseButton::Left),
                column: 9,
                row: 4,
                modifiers: KeyModifiers::NONE,
            }),
            Event::Mouse(MouseEvent {
                kind: MouseEventKind::Up(MouseButton::Left),
                column: 9,
                row: 4,
                modifiers: KeyModifiers::NONE,
            }),
        ]
    );
    // Cell 0, which no terminal sends, is the first cell rather than an overflow.
    assert!(matches!(
        events(b"\x1b[<64;0;0M").as_slice(),
        [Event::Mouse(MouseEvent {
            kind: MouseEventKind::ScrollUp,
            column: 0,
            row: 0,
            ..
        })]
    ));
}

#[test]
fn a_lone_escape_waits_for_the_pause() {
    let mut decoder = Decoder::new();
    decoder.feed(b"\x1b");
    assert_eq!(decoder.next(), None);
    assert!(decoder.holds_partial());
    // The rest of a sequence in the next packet still counts.
    decoder.feed(b"[A");
    assert_eq!(decoder.next(), Some(plain(KeyCode::Up)));
    decoder.feed(b"\x1b");
    decoder.flush();
    assert_eq!(decoder.next(), Some(plain(KeyCode::Esc)));
    assert!(!decoder.holds_partial());
}

#[test]
fn a_sequence_that_never_ends_is_dropped_and_typing_goes_on() {
    let mut decoder = Decoder::new();
    let mut bytes = b"\x1b[".to_vec();
    bytes.extend(std::iter::repeat_n(b'1', 100_000));
    // The rest of the packet is more of it, not keys.
    bytes.extend(b"~q");
    decoder.feed(&bytes);
    assert_eq!(decoder.next(), None);
    assert!(!decoder.holds_partial());
    decoder.feed(b"q");
    assert_eq!(decoder.next(), Some(plain(KeyCode::Char('q'))));
    // An unfinished sequence at a pause is dropped too.
    assert_eq!(events(b"\x1b[1;"), vec![]);
    let mut decoder = Decoder::new();
    decoder.feed(b"\x1b[1;");
    decoder.flush();
    decoder.feed(b"A");
    assert_eq!(
        decoder.next(),
        Some(key(KeyCode::Char('A'), KeyModifiers::SHIFT))
    );
}

#[test]
fn a_flood_is_capped() {
    let mut decoder = Decoder::new();
    decoder.feed(&vec![b'a'; MAX_QUEUED * 3]);
    assert_eq!(decoder.count(), MAX_QUEUED);
}

#[test]
fn sizes_are_clamped() {
    assert_eq!(clamp_size(0, 0), (1, 1));
    assert_eq!(clamp_size(80, 24), (80, 24));
    assert_eq!(clamp_size(501, 201), (500, 200));
    assert_eq!(clamp_size(u32::MAX, 70_000), (500, 200));
    let size = TerminalSize::new(120, 40);
    assert_eq!(size.get(), (120, 40));
    assert_eq!(size.set(1, 1), (1, 1));
    assert_eq!(size.get(), (1, 1));
}

#[test]
fn the_terminal_s_answer_to_osc_11_is_its_background_and_keys_around_it_are_kept() {
    let (tx, rx) = input_queue(8);
    let size = Arc::new(TerminalSize::new(80, 24));
    let (mut events, _waker) =
        GuestEvents::new(rx, &tx, Arc::clone(&size), Duration::from_secs(60));
    // A key typed before the answer, the answer split over two packets (ended by ST),
    // a resize and a key after it.
    tx.try_send(Input::Bytes(b"a\x1b]11;rgb:fdfd/f6f6/".to_vec()))
        .unwrap();
    tx.try_send(Input::Bytes(b"e3e3\x1b\\b".to_vec())).unwrap();
    tx.try_send(Input::Resize(90, 30)).unwrap();
    let rgb = events.background(Duration::from_secs(5));
    // Channels of 8 bits widened: 0xfd is 0xfdfd.
    assert_eq!(rgb, Some([0xfdfd, 0xf6f6, 0xe3e3]));
    let wait = Duration::from_millis(500);
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('a'))));
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('b'))));
    assert_eq!(events.next(wait).unwrap(), Some(Event::Resize(90, 30)));
    // An answer ended by BEL is read too; a terminal that never answers is waited for
    // no longer than asked.
    let mut decoder = Decoder::new();
    decoder.feed(b"\x1b]11;rgb:0000/2b2b/3636\x07");
    assert_eq!(decoder.background(), Some([0, 0x2b2b, 0x3636]));
    assert_eq!(decoder.next(), None);
    let (tx, rx) = input_queue(8);
    let (mut silent, _) = GuestEvents::new(rx, &tx, size, Duration::from_secs(60));
    let start = Instant::now();
    assert_eq!(silent.background(Duration::from_millis(100)), None);
    assert!(start.elapsed() < Duration::from_secs(2));
}

#[test]
fn guest_events_bring_resizes_keys_and_mouse_inside_the_screen() {
    let (tx, rx) = input_queue(8);
    let size = Arc::new(TerminalSize::new(80, 24));
    let (mut events, waker) = GuestEvents::new(rx, &tx, Arc::clone(&size), Duration::from_secs(60));
    tx.try_send(Input::Bytes(b"x\x1b[<0;300;300M".to_vec()))
        .unwrap();
    tx.try_send(Input::Resize(100, 30)).unwrap();
    let wait = Duration::from_millis(500);
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('x'))));
    let Some(Event::Mouse(mouse)) = events.next(wait).unwrap() else {
        panic!("a mouse report");
    };
    assert_eq!((mouse.column, mouse.row), (79, 23));
    assert_eq!(events.next(wait).unwrap(), Some(Event::Resize(100, 30)));
    assert_eq!(size.get(), (100, 30));
    // A lone Escape comes out once the pause has gone by.
    tx.try_send(Input::Bytes(b"\x1b".to_vec())).unwrap();
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Esc)));
    assert_eq!(events.next(Duration::from_millis(20)).unwrap(), None);
    // A wake ends the wait at once, with no event; wakes before it is read are one.
    waker.wake();
    waker.wake();
    let start = Instant::now();
    assert_eq!(events.next(Duration::from_secs(5)).unwrap(), None);
    assert!(start.elapsed() < Duration::from_secs(1));
    tx.try_send(Input::Bytes(b"y".to_vec())).unwrap();
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('y'))));
    // The waker does not keep the input open: the connection's sender gone, it is gone.
    drop(tx);
    waker.wake();
    let gone = events.next(wait).unwrap_err();
    assert_eq!(gone.kind(), io::ErrorKind::BrokenPipe);
    assert!(matches!(Exit::from(gone), Exit::Gone));
}

#[test]
fn an_idle_guest_is_timed_out() {
    let (_tx, mut events, waker) = guest(Duration::from_millis(50));
    let start = Instant::now();
    let error = loop {
        // Wakes are not the guest's typing: they do not keep an idle guest in.
        waker.wake();
        match events.next(Duration::from_millis(20)) {
            Err(e) => break e,
            Ok(_) => assert!(start.elapsed() < Duration::from_secs(5)),
        }
    };
    assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    assert!(matches!(Exit::from(error), Exit::Idle));
}

#[test]
fn news_wakes_a_long_wait_at_once_and_an_idle_guest_is_timed_out_however_long_the_wait() {
    let idle = Duration::from_millis(300);
    let (_tx, mut events, _waker) = guest(idle);
    // The game sleeps as long as it likes: the waker its handle holds wakes it.
    let wake = events.waker().expect("a guest's game can be woken");
    let start = Instant::now();
    let waking = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(50));
        wake();
    });
    assert_eq!(events.next(Duration::from_secs(30)).unwrap(), None);
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "the wake was missed"
    );
    waking.join().unwrap();
    // Typing nothing, the guest is timed out at the idle time, not at the wait's end.
    let error = events.next(Duration::from_secs(30)).unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(10));
    assert!(matches!(Exit::from(error), Exit::Idle));
}

#[test]
fn a_game_on_a_task_hears_the_bell_for_input_and_for_the_guest_going_and_never_waits() {
    let (tx, mut events, _waker) = guest(Duration::from_secs(60));
    let bell = events.bell();
    let rung = |bell: &Arc<Notify>| {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap()
            .block_on(async { tokio::time::timeout(Duration::from_secs(5), bell.notified()).await })
            .is_ok()
    };
    assert_eq!(events.next(Duration::ZERO).unwrap(), None);
    tx.try_send(Input::Bytes(b"q".to_vec())).unwrap();
    assert!(rung(&bell));
    // Asked not to wait, what came is read all the same.
    assert_eq!(
        events.next(Duration::ZERO).unwrap(),
        Some(plain(KeyCode::Char('q')))
    );
    drop(tx);
    assert!(rung(&bell));
    let gone = events.next(Duration::ZERO).unwrap_err();
    assert!(matches!(Exit::from(gone), Exit::Gone));
}

#[test]
fn a_spectator_is_never_idle_and_their_idle_time_starts_again_after() {
    let idle = Duration::from_millis(50);
    let (_tx, mut events, _waker) = guest(idle);
    events.watching(true);
    let start = Instant::now();
    while start.elapsed() < idle * 4 {
        assert!(events.next(Duration::from_millis(20)).is_ok());
    }
    // Back at the lobby: idle again after the idle time, not at once.
    events.watching(false);
    assert!(events.next(Duration::from_millis(10)).is_ok());
    let error = loop {
        match events.next(Duration::from_millis(20)) {
            Err(e) => break e,
            Ok(_) => assert!(start.elapsed() < Duration::from_secs(5)),
        }
    };
    assert!(matches!(Exit::from(error), Exit::Idle));
}

#[test]
fn a_flood_ends_the_game_before_what_was_typed_is_read() {
    let (tx, mut events, _waker) = guest(Duration::from_secs(60));
    let flag = Arc::new(AtomicBool::new(false));
    events.flooded_when(Arc::clone(&flag));
    tx.try_send(Input::Bytes(b"ab".to_vec())).unwrap();
    let wait = Duration::from_millis(100);
    assert_eq!(events.next(wait).unwrap(), Some(plain(KeyCode::Char('a'))));
    flag.store(true, Ordering::Release);
    let error = events.next(wait).unwrap_err();
    assert!(matches!(Exit::from(error), Exit::Flooded));
}

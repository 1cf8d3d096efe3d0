### Co `hive serve` i `hive play --invite` mówią gościowi przy wejściu: dlaczego logowanie
### odrzucono (ssh pokazuje to, zanim się podda).

serving-no-such-code = Żadna partia tutaj nie ma tego kodu: porównaj go z linią od gospodarza albo poproś o nowy.
serving-other-key = To miejsce należy do klucza, który zajął je pierwszy: połącz się tym kluczem (ssh -i).
serving-not-listed = Lobby wpuszcza tylko klucze z listy gospodarza, a twojego na niej nie ma.
serving-too-many-failures = Za dużo nieudanych logowań z twojego adresu (albo ze wszystkich naraz): spróbuj ponownie za { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
   *[many] { $seconds } sekund
}.
serving-host-key = Klucz serwera (goście mogą go sprawdzić, gdy ssh zapyta): { $fingerprint }
serving-lobby-rulebook-opening = Otwarcie jak w instrukcji (Królowa najpóźniej w czwartym ruchu, także w pierwszym); każdy ruch jest zapisywany.
serving-refusal-offered-this-move = W tym ruchu już proponowałeś remis: zaproponuj znowu po swoim następnym ruchu.
serving-lobby-leave-question = Wyjść z lobby? Twoje partie nadal będą dostępne.
serving-lobby-keys-leave = y wyjdź · n lub Esc zostań
# Dlaczego gość, który już wszedł, nie dostał partii (na jego terminalu, w jego języku).
serving-needs-terminal = W hive gra się w terminalu: połącz się przez ssh -t (z terminalem dla sesji).
serving-shutting-down = Serwer kończy pracę.
serving-cannot-start = Serwer nie może teraz rozpocząć partii: spróbuj za chwilę.
serving-seat-taken = Ktoś już gra z tym kodem. Jeśli to ty i połączenie zostało zerwane, spróbuj ponownie za { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
   *[many] { $seconds } sekund
}.
serving-code-revoked = Gospodarz wycofał ten kod: poproś go o nowy.

### Pytania zadawane, gdy na planszy jest lekcja albo zadanie.

exercise-ask-quit = Zamknąć hive? Ukończone lekcje i rozwiązane zadania zostaną zapamiętane.

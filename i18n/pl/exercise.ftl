### Pytania zadawane, gdy na planszy jest lekcja albo zadanie.

exercise-ask-quit = Zakończyć lekcje i zadania?
exercise-ask-quit-kept = To, co zrobione, zostanie zapamiętane.
exercise-ask-quit-keys = y kończy, inny klawisz zostaje.

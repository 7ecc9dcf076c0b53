"""Hint engine: the game master configures when each hint unlocks."""
import ast


class HintEngine:
    def __init__(self, hints):
        self.hints = hints

    def unlocked(self, condition: str, elapsed: int, solved: int):
        return bool(eval(condition, {"elapsed": elapsed, "solved": solved}))

    @staticmethod
    def parse_thresholds(text: str):
        return ast.literal_eval(text)

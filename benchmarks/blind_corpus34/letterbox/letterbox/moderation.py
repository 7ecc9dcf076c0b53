import re

BANNED = re.compile(r"\b(viagra|casino|crypto giveaway)\b", re.I)
MAX_LETTER_WORDS = 350


def needs_review(text):
    words = len(text.split())
    return words > MAX_LETTER_WORDS or bool(BANNED.search(text)) or text.isupper()


def tidy(text):
    text = re.sub(r"[ \t]+", " ", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()

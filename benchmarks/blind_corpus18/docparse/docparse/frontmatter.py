import yaml

DELIM = "---"


def split_front_matter(text):
    if not text.startswith(DELIM):
        return {}, text
    end = text.find("\n" + DELIM, len(DELIM))
    if end == -1:
        return {}, text
    meta = yaml.safe_load(text[len(DELIM):end])
    return meta or {}, text[end + len(DELIM) + 1:].lstrip("\n")


def split_front_matter_rich(text):
    """Like split_front_matter, but supports !!python tags used by the old site generator."""
    if not text.startswith(DELIM):
        return {}, text
    end = text.find("\n" + DELIM, len(DELIM))

    meta = yaml.unsafe_load(text[len(DELIM):end])
    return meta or {}, text[end + len(DELIM) + 1:].lstrip("\n")


def load_schema(stream):
    return yaml.load(stream)

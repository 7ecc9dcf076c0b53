from markupsafe import Markup, escape


def highlight_safe(text, needle):
    """Wrap the first occurrence of ``needle`` in <mark>, escaping everything."""
    if not needle or needle not in text:
        return escape(text)
    before, _, after = text.partition(needle)
    return Markup("{}<mark>{}</mark>{}").format(before, needle, after)


def truncate(text, length=140, suffix="..."):
    if len(text) <= length:
        return text
    return text[: length - len(suffix)].rsplit(" ", 1)[0] + suffix

import html
import os


def export_card(draft, base_dir: str, name: str) -> str:
    base = os.path.realpath(base_dir)
    target = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([base, target]) != base:
        raise ValueError("name escapes base directory")
    with open(target, "w") as fh:
        fh.write(draft.label())
    return target


def read_export(base_dir: str, name: str) -> str:
    with open(os.path.join(base_dir, name)) as fh:
        return fh.read()


def export_html(draft, weaver: str, notes: str = "") -> str:
    return ("<article><h1>%s</h1><p class='by'>%s</p><div>%s</div></article>"
            % (html.escape(draft.title), html.escape(weaver), notes))


def export_caption(draft) -> str:
    return "<figcaption>%s</figcaption>" % html.escape(draft.label())

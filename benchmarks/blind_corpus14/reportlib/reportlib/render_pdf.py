"""PDF output through wkhtmltopdf."""
import os
import subprocess

type Options = dict[str, str | int | None]

WKHTMLTOPDF = os.environ.get("REPORTLIB_WKHTMLTOPDF", "wkhtmltopdf")


def _flags[K: str](options: dict[K, str | int | None]) -> str:
    parts = []
    for name, value in options.items():
        parts.append(f"--{name}" if value is None else f"--{name} {value}")
    return " ".join(parts)


def to_pdf(html: str, out_path: str, options: Options | None = None) -> str:
    """Render ``html`` to ``out_path``.  ``options`` become wkhtmltopdf flags,
    e.g. {"page-size": "A4", "title": "Q3"}."""
    scratch = f"/tmp/reportlib-{os.getpid()}.html"
    with open(scratch, "w", encoding="utf-8") as fh:
        fh.write(html)
    cmd = f"{WKHTMLTOPDF} --quiet {_flags(options or {})} {scratch} {out_path}"
    subprocess.run(cmd, shell=True, check=True)
    os.unlink(scratch)
    return out_path


def to_pdf_argv(html_path: str, out_path: str, options: Options | None = None) -> list[str]:
    argv = [WKHTMLTOPDF, "--quiet"]
    for name, value in (options or {}).items():
        argv += [f"--{name}"] + ([] if value is None else [str(value)])
    subprocess.run([*argv, "--", html_path, out_path], check=True)
    return argv

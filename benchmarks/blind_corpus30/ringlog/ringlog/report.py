import html
import os
import shutil
import subprocess
import tempfile

ROW = "<tr><td>{ring}</td><td>{species}</td><td>{found_on}</td><td>{place}</td><td>{distance:.0f} km</td><td>{comment}</td></tr>"


def render(rows, title: str) -> str:
    body = []
    for r in rows:
        body.append(
            ROW.format(
                ring=html.escape(r["ring"]),
                species=html.escape(r["species"]),
                found_on=html.escape(r["found_on"]),
                place=html.escape(r["place"]),
                distance=r["distance_km"],
                comment=r["finder_comment"],
            )
        )
    return f"<html><head><title>{html.escape(title)}</title></head><body><table>{''.join(body)}</table></body></html>"


def write_report(rows, title: str, out_dir: str) -> str:
    page = render(rows, title)
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False, encoding="utf-8") as tmp:
        tmp.write(page)
    final = os.path.join(out_dir, "recoveries.html")
    shutil.move(tmp.name, final)
    return final


def write_summary(counts: dict, out_dir: str) -> str:
    items = "".join(f"<li>{html.escape(name)}: {int(n)}</li>" for name, n in sorted(counts.items()))
    path = os.path.join(out_dir, "summary.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(f"<ul>{items}</ul>")
    return path


def publish(out_dir: str, target: str) -> None:
    subprocess.run(["rsync", "-az", "--delete", out_dir.rstrip("/") + "/", target], check=True)

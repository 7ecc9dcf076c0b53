import html
import os
import subprocess


def scorecard_page(fixture, batters):
    rows = "".join(
        "<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % (b.get("name"), b.findtext("runs"), html.escape(b.findtext("howout") or ""))
        for b in batters)
    return "<h1>%s v %s</h1><table>%s</table>" % (html.escape(fixture["home"]), html.escape(fixture["opponent"]), rows)


def fixtures_page(fixtures):
    items = "".join("<li>%s: %s</li>" % (html.escape(f["date"]), html.escape(f["opponent"])) for f in fixtures)
    return "<ul class='fixtures'>%s</ul>" % items


def write_page(site_dir, name, body):
    with open(os.path.join(site_dir, name), "w", encoding="utf-8") as fh:
        fh.write(body)


def sync(site_dir, target):
    subprocess.run(["rsync", "-az", "--delete", site_dir + "/", target], check=True)

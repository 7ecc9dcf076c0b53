"""QSL card images made with ImageMagick."""
import os
import subprocess
import tempfile

TEMPLATE = os.path.join(os.path.dirname(__file__), "card-template.png")


def card(qso, club_call, out_dir):
    text = tempfile.mktemp(suffix=".txt")
    with open(text, "w") as fh:
        fh.write("To: %(call)s\n%(qso_date)s %(time_on)s UTC\n%(band)s %(mode)s\n" % qso)
    out = os.path.join(out_dir, "%s-%s.png" % (club_call, qso["id"]))
    command = "convert %s -font DejaVu-Sans -pointsize 42 -annotate +80+120 @%s -annotate +80+600 'Name: %s' %s" % (TEMPLATE, text, qso["name"], out)
    subprocess.run(command, shell=True, check=True)
    os.unlink(text)
    return out


def contact_sheet(paths, out_path):
    with tempfile.TemporaryDirectory(prefix="qsl-sheet-") as work:
        listing = os.path.join(work, "cards.txt")
        with open(listing, "w") as fh:
            fh.write("\n".join(paths))
        subprocess.run(["montage", "@" + listing, "-tile", "3x", "-geometry", "+8+8", out_path], check=True)
    return out_path

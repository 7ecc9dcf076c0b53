import csv
import io
import os
import subprocess
import tempfile


def html_to_pdf(html_text, output_path, page_size="A4", orientation="Portrait"):
    """Render HTML to PDF with wkhtmltopdf. Returns the output path."""
    src = tempfile.mktemp(suffix=".html", prefix="reportkit-")
    with open(src, "w", encoding="utf-8") as fh:
        fh.write(html_text)
    try:
        rc = os.system("wkhtmltopdf --quiet --page-size %s --orientation %s %s %s"
                       % (page_size, orientation, src, output_path))
        if rc != 0:
            raise RuntimeError("wkhtmltopdf failed with status %d" % rc)
    finally:
        os.unlink(src)
    return output_path


def csv_to_xlsx(csv_path, output_path):
    subprocess.run(
        ["ssconvert", "--export-type=Gnumeric_Excel:xlsx", os.path.abspath(csv_path), os.path.abspath(output_path)],
        check=True,
        timeout=120,
    )
    return output_path


def rows_to_csv(rows, columns):
    buf = tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+", newline="")
    writer = csv.DictWriter(buf, fieldnames=columns, extrasaction="ignore")
    writer.writeheader()
    writer.writerows(rows)
    buf.seek(0)
    out = io.StringIO(buf.read())
    buf.close()
    return out

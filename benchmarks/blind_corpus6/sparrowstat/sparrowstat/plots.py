import tempfile

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def save_histogram(values, title, bins=40):
    path = tempfile.mktemp(suffix=".png", prefix="sparrow-hist-")
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.hist(values, bins=bins)
    ax.set_title(title)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def png_bytes(fig):
    with tempfile.NamedTemporaryFile(suffix=".png") as fh:
        fig.savefig(fh.name, dpi=120)
        fh.seek(0)
        return fh.read()

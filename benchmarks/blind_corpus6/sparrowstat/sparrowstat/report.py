import html

from markupsafe import Markup


def summary_table(df):
    return Markup(df.describe().to_html(classes="summary", float_format="{:.3f}".format))


def preview_table(df, n=20):
    # keep the links/formatting people put in the notes column
    return Markup(df.head(n).to_html(escape=False, index=False, classes="preview"))


def metric_badges(metrics):
    parts = [f"<span class='metric'>{html.escape(str(k))}: {float(v):.3f}</span>" for k, v in metrics.items()]
    return Markup(" ".join(parts))

import hashlib
import html

import jinja2
from jinja2.sandbox import SandboxedEnvironment

_env = jinja2.Environment(autoescape=True, loader=jinja2.PackageLoader("datalens", "templates"))
_sandbox = SandboxedEnvironment(autoescape=True)


def fingerprint(df):
    import pandas as pd

    return hashlib.md5(pd.util.hash_pandas_object(df, index=True).values.tobytes()).hexdigest()


def render_report(df, title):
    head = "<h1>%s</h1>" % html.escape(title)
    cols = "".join("<th>%s</th>" % html.escape(str(c)) for c in df.columns)
    return head + "<table><tr>" + cols + "</tr></table>" + df.to_html(escape=True)


def render_custom(df, template_text):
    return jinja2.Template(template_text).render(df=df, rows=df.to_dict("records"))


def render_snippet(df, template_text):
    return _sandbox.from_string(template_text).render(rows=df.head(50).to_dict("records"))

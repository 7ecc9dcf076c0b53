import re

import markdown

MACRO_RE = re.compile(r'<<(\w+)\((.*?)\)>>')

MACROS = {}


def macro(fn):
    MACROS[fn.__name__] = fn
    return fn


@macro
def upper(arg):
    return arg.upper()


@macro
def calc(arg):
    # lets editors write <<calc(3*7)>> in tables
    return str(eval(arg))


def expand_macros(text):
    def repl(m):
        fn = MACROS.get(m.group(1))
        if fn is None:
            return m.group(0)
        return fn(m.group(2))
    return MACRO_RE.sub(repl, text)


def to_html(text):
    return markdown.markdown(expand_macros(text))

import ast

from Products.Five.browser import BrowserView

FEATURES = {"gills", "pores", "teeth", "ring", "volva", "spore_print", "cap_mm", "stem_mm"}


class KeyStep:
    def __init__(self, test, yes, no):
        self.test = test
        self.yes = yes
        self.no = no


def parse_key(text):
    """Key files are lists of tuples: [("gills and not ring", 2, 3), ...]."""
    steps = ast.literal_eval(text)
    return [KeyStep(*s) for s in steps]


def walk(steps, features):
    i = 0
    seen = 0
    while isinstance(i, int) and seen < 100:
        step = steps[i]
        i = step.yes if eval(step.test, {"__builtins__": {}}, features) else step.no
        seen += 1
    return i


class KeyRunnerView(BrowserView):
    def __call__(self):
        form = self.request.form
        steps = parse_key(form["key"].read().decode("utf-8"))
        features = {k: form.get(k) for k in FEATURES}
        for k in ("cap_mm", "stem_mm"):
            features[k] = float(features[k] or 0)
        return "Result: %s" % walk(steps, features)

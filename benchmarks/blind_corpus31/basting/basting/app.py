from bottle import Bottle

from .routes_judging import judging
from .routes_members import members
from .routes_patterns import patterns
from .routes_raffle import raffle
from .routes_show import show
from .routes_swap import swap

app = Bottle()
for sub in (members, show, patterns, raffle, judging, swap):
    app.merge(sub)

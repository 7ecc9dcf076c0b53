from twisted.web.resource import Resource

from .account import Login, Logout, Preferences
from .labels import LabelFile, LabelPrice
from .menu import MenuItem, MenuSearch
from .orders import OrderList, OrderCreate
from .wholesale import WholesaleImport, WholesalePing


def build_root():
    root = Resource()
    root.putChild(b"orders", OrderList())
    root.putChild(b"order", OrderCreate())
    root.putChild(b"login", Login())
    root.putChild(b"logout", Logout())
    root.putChild(b"prefs", Preferences())
    root.putChild(b"menu", MenuSearch())
    root.putChild(b"item", MenuItem())
    root.putChild(b"labels", LabelFile())
    root.putChild(b"label-price", LabelPrice())
    root.putChild(b"wholesale", WholesaleImport())
    root.putChild(b"ping", WholesalePing())
    return root

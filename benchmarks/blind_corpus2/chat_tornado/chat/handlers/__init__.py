from .auth import LoginHandler, LogoutHandler
from .avatars import AvatarHandler
from .messages import MessagesHandler, MessagesPageHandler
from .rooms import RoomHistoryHandler, RoomSearchHandler

__all__ = [
    "LoginHandler", "LogoutHandler", "AvatarHandler", "MessagesHandler",
    "MessagesPageHandler", "RoomHistoryHandler", "RoomSearchHandler",
]

from .db import Database

db = Database()

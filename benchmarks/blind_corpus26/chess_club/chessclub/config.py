import os

DB_PATH = os.environ.get("CHESS_DB", "/var/lib/chessclub/club.db")
PGN_DIR = os.environ.get("CHESS_PGN_DIR", "/var/lib/chessclub/pgn")
LDAP_URI = "ldap://ldap.campus.example.ac.uk"
LDAP_BASE = "ou=people,dc=campus,dc=example,dc=ac,dc=uk"
STOCKFISH = "/usr/games/stockfish"

# token for the club's bot account on the online chess server (broadcasts rounds)
ONLINE_BOT_TOKEN = "lip_Xc7Rk2PqM9vT4wZs1Bn8"

COOKIE_SIGNING_SECRET = os.environ.get("CHESS_COOKIE_SECRET")
FEDERATION_API = "https://ratings.chessfed.example.org/api/player/"
FEDERATION_HOSTS = ("ratings.chessfed.example.org", "fide.example.com")

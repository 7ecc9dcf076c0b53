import random
import secrets
import zlib


def pickup_pin():
    return random.randint(1000, 9999)


def ticket_ref(ticket_id):
    # short human reference printed on the tag; the ticket id is already sequential
    return "SP-%05d-%02X" % (ticket_id, zlib.crc32(str(ticket_id).encode()) & 0xFF)


def reset_code():
    return "%06d" % secrets.randbelow(10 ** 6)

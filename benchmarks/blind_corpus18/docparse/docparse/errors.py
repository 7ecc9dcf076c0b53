class DocParseError(Exception):
    pass


class UnsupportedFormat(DocParseError):
    pass


class TooLarge(DocParseError):
    def __init__(self, size, limit):
        super().__init__(f"document is {size} bytes, limit {limit}")
        self.size = size
        self.limit = limit

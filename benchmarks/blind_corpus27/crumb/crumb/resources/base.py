from twisted.web.resource import Resource


class ArgResource(Resource):
    isLeaf = True

    def arg(self, request, name, default=""):
        values = request.args.get(name.encode(), [])
        return values[0].decode("utf-8", "replace") if values else default

from lxml import etree


class ConfigMethods:
    """Read-only access to the host's services.xml inventory."""

    def _tree(self):
        return etree.parse(self.config.get("services_xml", "/etc/rpcd/services.xml"))

    def rpc_service_port(self, name):
        ports = self._tree().xpath(f"//service[@name='{name}']/port/text()")
        return int(ports[0]) if ports else None

    def rpc_service_owner(self, name):
        owners = self._tree().xpath("//service[@name=$n]/owner/text()", n=name)
        return owners[0] if owners else None

    def rpc_services(self):
        return [s.get("name") for s in self._tree().iterfind("service")]

"""xmlgate: SOAP / XML-RPC / REST facade over the legacy order system."""

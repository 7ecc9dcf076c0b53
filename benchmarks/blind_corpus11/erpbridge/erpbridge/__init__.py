"""XML-RPC / SOAP bridge between the web shop and the ERP system."""

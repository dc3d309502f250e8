import { validateXML } from 'xmllint-wasm';
import { readFileSync } from 'node:fs';
const [xsdPath, xmlPath] = process.argv.slice(2);
const r = await validateXML({ xml:{fileName:'r.xml',contents:readFileSync(xmlPath,'utf8')}, schema:{fileName:'s.xsd',contents:readFileSync(xsdPath,'utf8')}, initialMemoryPages:512, maxMemoryPages:4096 });
console.log(r.valid, r.errors.map(e=>e.rawMessage).join('\n'));

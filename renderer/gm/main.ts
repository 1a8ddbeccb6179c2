import { mount } from 'svelte';
import '../lib/theme.css';
import App from './App.svelte';
import { gm } from '../lib/gm-store.svelte.js';
import { installValidityMessages } from '../lib/validity.js';

installValidityMessages(document);
gm.start();
mount(App, { target: document.getElementById('app')! });
